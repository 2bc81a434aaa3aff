/**
 * A French shop, a language we ship no translation of our own for: the
 * gateway's language pack translates the same messages under the same text
 * domain, and our plugin hands each script of ours the pack's translations of
 * the messages its code can show, those of its lazily loaded chunks too
 * (includes/gateway-pack-translations.php; the development shop's
 * plugin/gateway-pack-translations.ts does the same from the same list,
 * build/i18n-messages.json, and a French pack of a few messages,
 * dev/server/wordpress/languages/plugins/).
 */
import { readFileSync } from 'fs';
import path from 'path';
import { expect, fillCart, resetShop, test } from './fixtures';

const NO_CONNECTION =
	'Une erreur est survenue lors de la connexion au serveur. Veuillez réessayer.';

test.beforeEach( async ( { request } ) =>
	resetShop( request, { locale: 'fr_FR' } )
);

test( 'cart page: a lost connection is told in French, by a message the cart script loads in a later chunk', async ( {
	page,
} ) => {
	// The message's module comes with a chunk, not with the cart's script.
	const manifest = JSON.parse(
		readFileSync(
			path.resolve( __dirname, '../../build/scripts.json' ),
			'utf8'
		)
	);
	const network = 'assets/js/core/messages/network.ts';
	expect( manifest[ 'cart.js' ].modules ).not.toContain( network );
	expect( manifest[ 'cart.js' ].lazyModules ).toContain( network );

	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/cart/' );
	// No JSON of ours for fr_FR: the translations printed before our
	// script are the pack's, and only for messages of ours.
	const printed = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'script:not([src])' ) ]
			.map( ( script ) => script.textContent || '' )
			.filter( ( text ) => text.includes( 'wp.i18n.setLocaleData' ) )
	);
	expect( printed ).toHaveLength( 1 );
	expect( printed[ 0 ] ).toContain( '"lang":"fr_FR"' );
	expect( printed[ 0 ] ).not.toContain( 'Carte de crédit / débit' );

	// Chrome sends a request again on a dropped connection: keep dropping
	// them until the test clears the fault.
	await page.request.post( '/__dev/faults', {
		data: { target: 'page:/cart/', mode: 'abort', count: 50 },
	} );
	await page.getByLabel( 'Beanie quantity' ).fill( '3' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: NO_CONNECTION } )
	).toBeVisible();
} );
