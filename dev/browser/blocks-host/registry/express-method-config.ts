/**
 * An express payment method as WooCommerce's registry stores it: a readable
 * title from the name when none is given, the description cut at 130
 * characters, the style features the button accepts.
 */
import {
	assertElement,
	assertFunction,
	assertHasKeys,
	assertOptionalArray,
	assertOptionalString,
} from './assertions';
import type { Options } from './assertions';
import { wrapCanMakePayment } from './can-make-payment';
import type { CanMakePayment } from './can-make-payment';

const DESCRIPTION_LIMIT = 130;

function validate( options: Options ): void {
	// canMakePayment is checked for type below, not listed as a key.
	assertHasKeys( options, [ 'name', 'content', 'edit' ] );
	if ( typeof options.name !== 'string' ) {
		throw new TypeError( 'The name option must be a string.' );
	}
	assertOptionalString( options.paymentMethodId, 'paymentMethodId' );
	const supports = ( options.supports || {} ) as Options;
	assertOptionalArray( supports.features, 'supports.features' );
	assertElement( options.content, 'content' );
	assertElement( options.edit, 'edit' );
	assertFunction( options.canMakePayment, 'canMakePayment' );
}

export class ExpressPaymentMethodConfig {
	name: string;
	title: string;
	description: string;
	gatewayId: string;
	content: unknown;
	edit: unknown;
	paymentMethodId: string;
	supports: { features: string[]; style: string[] };
	private ownCanMakePayment: CanMakePayment;

	constructor( options: Options ) {
		validate( options );
		const supports = ( options.supports || {} ) as Options;
		const description = options.description;
		const cut =
			typeof description === 'string' &&
			description.length > DESCRIPTION_LIMIT
				? description.slice( 0, DESCRIPTION_LIMIT ) + '...'
				: description;
		this.name = options.name as string;
		this.title =
			( options.title as string | undefined ) ||
			this.name.replace( /[_-]/g, ' ' );
		this.description = ( cut as string | undefined ) || '';
		this.gatewayId = ( options.gatewayId as string | undefined ) || '';
		this.content = options.content;
		this.edit = options.edit;
		this.paymentMethodId =
			( options.paymentMethodId as string | undefined ) || this.name;
		this.supports = {
			features: ( supports.features as string[] | undefined ) || [
				'products',
			],
			style: ( supports.style as string[] | undefined ) || [],
		};
		this.ownCanMakePayment = options.canMakePayment as CanMakePayment;
	}

	get canMakePayment(): CanMakePayment {
		return wrapCanMakePayment(
			this.ownCanMakePayment,
			this.supports.features,
			this.name
		);
	}
}
