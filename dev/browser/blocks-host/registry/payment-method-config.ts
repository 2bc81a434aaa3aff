/**
 * A regular payment method as WooCommerce's registry stores it: validated at
 * the door, defaults filled, canMakePayment wrapped with the cart's
 * requirements and the extension callbacks (asked afresh on every read, as
 * callbacks may be registered later).
 */
import { createElement } from '@wordpress/element';
import {
	assertElement,
	assertElementOrString,
	assertFunction,
	assertHasKeys,
	assertOptionalArray,
	assertOptionalBoolean,
	assertOptionalString,
} from './assertions';
import type { Options } from './assertions';
import { wrapCanMakePayment } from './can-make-payment';
import type { CanMakePayment } from './can-make-payment';
import { deprecated } from './deprecated';

// What a method without its own saved-token handling renders.
const NothingForSavedTokens = () => null;

function validate( options: Options ): void {
	assertHasKeys( options, [
		'name',
		'label',
		'ariaLabel',
		'content',
		'edit',
		'canMakePayment',
	] );
	// An empty name is a string, and WooCommerce accepts it.
	if ( typeof options.name !== 'string' ) {
		throw new TypeError( 'The name option must be a string.' );
	}
	if (
		options.icons !== undefined &&
		options.icons !== null &&
		! Array.isArray( options.icons )
	) {
		throw new TypeError( 'The icons option must be an array or null.' );
	}
	assertOptionalString( options.paymentMethodId, 'paymentMethodId' );
	assertOptionalString(
		options.placeOrderButtonLabel,
		'placeOrderButtonLabel'
	);
	if (
		options.placeOrderButton &&
		typeof options.placeOrderButton !== 'function'
	) {
		throw new TypeError(
			'The placeOrderButton option must be a React component (a function).'
		);
	}
	if ( options.placeOrderButton && options.placeOrderButtonLabel ) {
		// eslint-disable-next-line no-console
		console.warn(
			`Payment method "${ options.name }" gives both placeOrderButton and placeOrderButtonLabel; the button is used.`
		);
	}
	assertElementOrString( options.label, 'label' );
	assertElement( options.content, 'content' );
	assertElement( options.edit, 'edit' );
	assertElement( options.savedTokenComponent, 'savedTokenComponent' );
	if ( typeof options.ariaLabel !== 'string' ) {
		throw new TypeError( 'The ariaLabel option must be a string.' );
	}
	assertFunction( options.canMakePayment, 'canMakePayment' );
	const supports = ( options.supports || {} ) as Options;
	assertOptionalBoolean( supports.showSavedCards, 'supports.showSavedCards' );
	if ( supports.savePaymentInfo !== undefined ) {
		deprecated(
			'Passing supports.savePaymentInfo when registering a payment method',
			'supports.showSavedCards and supports.showSaveOption'
		);
	}
	assertOptionalArray( supports.features, 'supports.features' );
	assertOptionalBoolean( supports.showSaveOption, 'supports.showSaveOption' );
}

export class PaymentMethodConfig {
	name: string;
	label: unknown;
	ariaLabel: string;
	content: unknown;
	edit: unknown;
	paymentMethodId: string;
	icons: unknown[] | null;
	placeOrderButtonLabel?: string;
	placeOrderButton?: unknown;
	savedTokenComponent: unknown;
	supports: {
		features: string[];
		showSavedCards: boolean;
		showSaveOption: boolean;
	};
	private ownCanMakePayment: CanMakePayment;

	constructor( options: Options ) {
		// A missing saved-token component becomes an empty one, before the
		// checks, so a registered method never holds null here.
		options.savedTokenComponent =
			options.savedTokenComponent ||
			createElement( NothingForSavedTokens );
		validate( options );
		const supports = ( options.supports || {} ) as Options;
		this.name = options.name as string;
		this.label = options.label;
		this.ariaLabel = options.ariaLabel as string;
		this.content = options.content;
		this.edit = options.edit;
		this.paymentMethodId =
			( options.paymentMethodId as string | undefined ) || this.name;
		this.icons = ( options.icons as unknown[] | undefined ) || null;
		this.placeOrderButtonLabel = options.placeOrderButtonLabel as
			string | undefined;
		this.placeOrderButton = options.placeOrderButton;
		this.savedTokenComponent = options.savedTokenComponent;
		this.supports = {
			// The deprecated savePaymentInfo still turns saved cards on (but
			// not the save box).
			showSavedCards: !! (
				supports.showSavedCards || supports.savePaymentInfo
			),
			showSaveOption: !! supports.showSaveOption,
			features: ( supports.features as string[] | undefined ) || [
				'products',
			],
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
