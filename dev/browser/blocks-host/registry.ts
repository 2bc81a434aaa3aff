/**
 * A stand-in for WooCommerce's payment method registry (CONTRACTS §1): it
 * validates at the door like WooCommerce, fills the same defaults and wraps
 * canMakePayment with the features and extension-callback checks.
 */
import { isValidElement } from '@wordpress/element';

export interface RegisteredMethod {
	name: string;
	label: unknown;
	ariaLabel: string;
	content: unknown;
	edit: unknown;
	canMakePayment: ( arg: unknown ) => unknown;
	paymentMethodId: string;
	supports: {
		features: string[];
		showSavedCards: boolean;
		showSaveOption: boolean;
	};
	icons: unknown;
	savedTokenComponent: unknown;
	placeOrderButtonLabel?: string;
}

export interface RegisteredExpressMethod {
	name: string;
	title: string;
	description: string;
	gatewayId: string;
	paymentMethodId: string;
	content: unknown;
	edit: unknown;
	canMakePayment: ( arg: unknown ) => unknown;
	supports: { features: string[]; style: string[] };
}

const methods = new Map< string, RegisteredMethod >();
const expressMethods = new Map< string, RegisteredExpressMethod >();
const extensionCallbacks = new Map<
	string,
	Record< string, ( arg: unknown ) => boolean >
>();

const has = ( options: object, key: string ) =>
	Object.prototype.hasOwnProperty.call( options, key );

function requireKeys( options: object, keys: string[], kind: string ): void {
	const missing = keys.filter( ( key ) => ! has( options, key ) );
	if ( missing.length ) {
		throw new TypeError(
			`${ kind } is missing required options: ${ missing.join( ', ' ) }`
		);
	}
}

function requireElement( value: unknown, key: string, name: string ): void {
	if ( value !== null && ! isValidElement( value ) ) {
		throw new TypeError(
			`The ${ key } of payment method "${ name }" must be a React element (e.g. <Content />), not a component or other value.`
		);
	}
}

function readOptions( raw: unknown ): Record< string, unknown > {
	// A function argument is the deprecated registration style.
	const value = typeof raw === 'function' ? raw() : raw;
	if ( ! value || typeof value !== 'object' ) {
		throw new TypeError( 'Payment method options must be an object.' );
	}
	return value as Record< string, unknown >;
}

export function registerPaymentMethod( raw: unknown ): void {
	const opts = readOptions( raw );
	requireKeys(
		opts,
		[ 'name', 'label', 'ariaLabel', 'content', 'edit', 'canMakePayment' ],
		'Payment method'
	);
	const name = opts.name;
	if ( typeof name !== 'string' || ! name ) {
		throw new TypeError(
			'The name of a payment method must be a non-empty string.'
		);
	}
	if ( typeof opts.ariaLabel !== 'string' ) {
		throw new TypeError(
			`The ariaLabel of payment method "${ name }" must be a string.`
		);
	}
	if ( typeof opts.canMakePayment !== 'function' ) {
		throw new TypeError(
			`The canMakePayment of payment method "${ name }" must be a function.`
		);
	}
	requireElement( opts.content, 'content', name );
	requireElement( opts.edit, 'edit', name );
	if ( opts.savedTokenComponent !== undefined ) {
		requireElement( opts.savedTokenComponent, 'savedTokenComponent', name );
	}
	const supports = ( opts.supports || {} ) as Record< string, unknown >;
	const features = supports.features ?? [ 'products' ];
	if ( ! Array.isArray( features ) ) {
		throw new TypeError(
			`supports.features of payment method "${ name }" must be an array.`
		);
	}
	methods.set( name, {
		name,
		label: opts.label,
		ariaLabel: opts.ariaLabel,
		content: opts.content,
		edit: opts.edit,
		canMakePayment:
			opts.canMakePayment as RegisteredMethod[ 'canMakePayment' ],
		paymentMethodId:
			typeof opts.paymentMethodId === 'string'
				? opts.paymentMethodId
				: name,
		supports: {
			features: features as string[],
			showSavedCards: !! (
				supports.showSavedCards ?? supports.savePaymentInfo
			),
			showSaveOption: !! (
				supports.showSaveOption ?? supports.savePaymentInfo
			),
		},
		icons: opts.icons ?? null,
		savedTokenComponent: opts.savedTokenComponent ?? null,
		placeOrderButtonLabel:
			typeof opts.placeOrderButtonLabel === 'string'
				? opts.placeOrderButtonLabel
				: undefined,
	} );
}

export function registerExpressPaymentMethod( raw: unknown ): void {
	const opts = readOptions( raw );
	requireKeys(
		opts,
		[ 'name', 'content', 'edit', 'canMakePayment' ],
		'Express payment method'
	);
	const name = opts.name;
	if ( typeof name !== 'string' || ! name ) {
		throw new TypeError(
			'The name of an express payment method must be a non-empty string.'
		);
	}
	if ( typeof opts.canMakePayment !== 'function' ) {
		throw new TypeError(
			`The canMakePayment of express payment method "${ name }" must be a function.`
		);
	}
	requireElement( opts.content, 'content', name );
	requireElement( opts.edit, 'edit', name );
	const description =
		typeof opts.description === 'string' ? opts.description : '';
	const supports = ( opts.supports || {} ) as Record< string, unknown >;
	expressMethods.set( name, {
		name,
		title:
			typeof opts.title === 'string'
				? opts.title
				: name.replace( /[_-]/g, ' ' ),
		description:
			description.length > 130
				? description.slice( 0, 130 ) + '...'
				: description,
		gatewayId: typeof opts.gatewayId === 'string' ? opts.gatewayId : '',
		paymentMethodId:
			typeof opts.paymentMethodId === 'string'
				? opts.paymentMethodId
				: name,
		content: opts.content,
		edit: opts.edit,
		canMakePayment:
			opts.canMakePayment as RegisteredExpressMethod[ 'canMakePayment' ],
		supports: {
			features: Array.isArray( supports.features )
				? ( supports.features as string[] )
				: [ 'products' ],
			style: Array.isArray( supports.style )
				? ( supports.style as string[] )
				: [],
		},
	} );
}

export function registerPaymentMethodExtensionCallbacks(
	namespace: string,
	callbacks: Record< string, ( arg: unknown ) => boolean >
): void {
	for ( const [ name, callback ] of Object.entries( callbacks ) ) {
		const existing = extensionCallbacks.get( name ) || {};
		extensionCallbacks.set( name, {
			...existing,
			[ namespace ]: callback,
		} );
	}
}

/**
 * WooCommerce's wrapper: false unless the method supports every payment
 * requirement, then every extension callback must agree (throwing ones are
 * ignored), then the method's own answer ({error} means unavailable).
 */
export async function canPay(
	method: RegisteredMethod | RegisteredExpressMethod,
	arg: { paymentRequirements: string[] }
): Promise< boolean > {
	if (
		! arg.paymentRequirements.every( ( requirement ) =>
			method.supports.features.includes( requirement )
		)
	) {
		return false;
	}
	for ( const callback of Object.values(
		extensionCallbacks.get( method.name ) || {}
	) ) {
		try {
			if ( ! callback( arg ) ) {
				return false;
			}
		} catch {
			// A broken extension does not hide the method.
		}
	}
	try {
		const answer = await method.canMakePayment( arg );
		return (
			answer === true ||
			( !! answer &&
				typeof answer === 'object' &&
				! ( 'error' in answer ) )
		);
	} catch {
		return false;
	}
}

export const getPaymentMethods = () => Object.fromEntries( methods );
export const getExpressPaymentMethods = () =>
	Object.fromEntries( expressMethods );
export const __experimentalDeRegisterPaymentMethod = ( name: string ) =>
	methods.delete( name );
export const __experimentalDeRegisterExpressPaymentMethod = ( name: string ) =>
	expressMethods.delete( name );

/** Regular methods in display order: the store's sort order, then registration. */
export function orderedMethods( sortOrder: string[] ): RegisteredMethod[] {
	const all = [ ...methods.values() ];
	const rank = ( method: RegisteredMethod ) => {
		const index = sortOrder.indexOf( method.name );
		return index < 0 ? sortOrder.length + all.indexOf( method ) : index;
	};
	return all.sort( ( a, b ) => rank( a ) - rank( b ) );
}

export function expressList(): RegisteredExpressMethod[] {
	return [ ...expressMethods.values() ];
}
