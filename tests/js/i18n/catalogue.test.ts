/**
 * @jest-environment node
 */
/**
 * The committed catalogue follows the sources: translators work from it, so a
 * message added or changed without `npm run makepot` fails here.
 */
import { readFileSync } from 'fs';
import { poBlocks } from './po-text';

const { extract, CATALOGUE } = require( '../../../scripts/makepot.js' );

describe( 'languages/woocommerce-gateway-stripe.pot', () => {
	const committed = readFileSync( CATALOGUE, 'utf8' );

	it( 'matches a fresh extraction from the sources', () => {
		const fresh: string = extract();
		if ( fresh !== committed ) {
			throw new Error(
				'languages/woocommerce-gateway-stripe.pot is stale: run npm run makepot and commit it'
			);
		}
	} );

	it.each( [
		'Stripe initialization data is not available',
		'A timeout occurred while connecting to the server. Please try again.',
		'The connection to the server was aborted. Please try again.',
		'The card was declined.',
		'BLIK Code is invalid',
		'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.',
		'Failed to load %s payment method. Please refresh the page and try again.',
		'Please select your product options before proceeding.',
		'Sorry, this product is unavailable. Please choose a different combination.',
	] )( 'holds the spec message "%s" with a source reference', ( message ) => {
		const block = poBlocks( committed ).find(
			( entry ) => entry.msgid === message
		);
		expect( block?.text ).toMatch( /#: assets\/js\/\S+:\d+/ );
	} );

	it( 'carries a translator comment for every message with a placeholder', () => {
		const withPlaceholder = poBlocks( committed ).filter( ( block ) =>
			/%(\d\$)?[sd]/.test( block.msgid )
		);
		expect( withPlaceholder.length ).toBeGreaterThan( 0 );
		for ( const block of withPlaceholder ) {
			expect( block.text ).toMatch( /^#\. /m );
		}
	} );
} );
