/**
 * Changing a cart: add, remove, update quantity, coupons, shipping rate,
 * customer addresses. Errors carry WooCommerce's Store API codes.
 *
 * Follows: woocommerce includes/class-wc-cart.php and
 * src/StoreApi/Utilities/CartController.php.
 */
import { createHash } from 'node:crypto';
import { productById } from './catalogue';
import { COUPONS } from './totals';
import { POSTAL_PARTS, type Address, type Cart, type CartLine } from './types';

export class CartError extends Error {
	constructor(
		readonly code: string,
		message: string,
		readonly status = 400
	) {
		super( message );
	}
}

export interface AddItemInput {
	id: number;
	quantity?: number;
	variation?: Array< { attribute: string; value: string } >;
	addonValue?: string;
}

function lineKey(
	productId: number,
	variationId: number | null,
	addon: string
): string {
	return createHash( 'md5' )
		.update( `${ productId }|${ variationId }|${ addon }` )
		.digest( 'hex' );
}

export function addItem( cart: Cart, input: AddItemInput ): CartLine {
	const product = productById( Number( input.id ) );
	const quantity = Number( input.quantity ?? 1 );
	if ( ! product ) {
		throw new CartError(
			'woocommerce_rest_cart_invalid_product',
			'This product cannot be added to the cart.'
		);
	}
	if ( ! Number.isInteger( quantity ) || quantity < 1 ) {
		throw new CartError(
			'woocommerce_rest_cart_invalid_quantity',
			'Quantity must be a positive whole number.'
		);
	}
	let variationId: number | null = null;
	let variation: CartLine[ 'variation' ] = [];
	if ( product.type === 'variable' ) {
		const byId = product.variations?.find(
			( v ) => v.id === Number( input.id )
		);
		const chosen = input.variation || [];
		const match =
			byId ||
			product.variations?.find( ( v ) =>
				Object.entries( v.attributes ).every( ( [ name, value ] ) =>
					chosen.some(
						( c ) =>
							c.attribute
								.replace( /^attribute_/, '' )
								.toLowerCase() === name.toLowerCase() &&
							c.value === value
					)
				)
			);
		if ( ! match ) {
			throw new CartError(
				'woocommerce_rest_missing_variation_data',
				'Please select your product options before proceeding.'
			);
		}
		if ( ! match.available ) {
			throw new CartError(
				'woocommerce_rest_product_out_of_stock',
				'Sorry, this product is unavailable. Please choose a different combination.'
			);
		}
		variationId = match.id;
		variation = Object.entries( match.attributes ).map(
			( [ attribute, value ] ) => ( { attribute, value } )
		);
	}
	const addonValue = product.addon ? String( input.addonValue || '' ) : '';
	const key = lineKey( product.id, variationId, addonValue );
	const existing = cart.lines.find( ( line ) => line.key === key );
	const inCart = existing ? existing.quantity : 0;
	if ( product.stock !== undefined && inCart + quantity > product.stock ) {
		throw new CartError(
			'woocommerce_rest_product_partially_out_of_stock',
			`You cannot add that amount to the cart — we have ${ product.stock } in stock and you already have ${ inCart } in your cart.`
		);
	}
	if ( existing ) {
		existing.quantity += quantity;
		return existing;
	}
	const line: CartLine = {
		key,
		productId: product.id,
		variationId,
		quantity,
		variation,
		addonValue,
	};
	cart.lines.push( line );
	return line;
}

export function removeItem( cart: Cart, key: string ): void {
	const index = cart.lines.findIndex( ( line ) => line.key === key );
	if ( index < 0 ) {
		throw new CartError(
			'woocommerce_rest_cart_invalid_key',
			'Cart item no longer exists or is invalid.',
			409
		);
	}
	cart.lines.splice( index, 1 );
}

export function updateItem( cart: Cart, key: string, quantity: number ): void {
	const line = cart.lines.find( ( entry ) => entry.key === key );
	if ( ! line ) {
		throw new CartError(
			'woocommerce_rest_cart_invalid_key',
			'Cart item no longer exists or is invalid.',
			409
		);
	}
	if ( ! Number.isInteger( quantity ) || quantity < 0 ) {
		throw new CartError(
			'woocommerce_rest_cart_invalid_quantity',
			'Quantity must be a positive whole number.'
		);
	}
	if ( quantity === 0 ) {
		removeItem( cart, key );
	} else {
		line.quantity = quantity;
	}
}

/** WooCommerce's classic cart (`WC_Cart::apply_coupon`) on a second try. */
export const CLASSIC_ALREADY_APPLIED = 'Coupon code already applied!';

/**
 * Applies a coupon once. A coupon already on the cart is refused, in the
 * Store API's words unless the caller gives its own (WooCommerce's classic
 * cart says it differently).
 */
export function applyCoupon(
	cart: Cart,
	code: string,
	alreadyApplied?: string
): void {
	const normalized = String( code || '' )
		.trim()
		.toLowerCase();
	if ( ! ( normalized in COUPONS ) ) {
		throw new CartError(
			'woocommerce_rest_cart_coupon_error',
			`Coupon "${ normalized }" does not exist!`
		);
	}
	if ( cart.coupons.includes( normalized ) ) {
		throw new CartError(
			'woocommerce_rest_cart_coupon_error',
			alreadyApplied ??
				`Coupon code "${ normalized }" has already been applied.`
		);
	}
	cart.coupons.push( normalized );
}

export function removeCoupon( cart: Cart, code: string ): void {
	cart.coupons = cart.coupons.filter(
		( entry ) => entry !== String( code ).toLowerCase()
	);
}

const ADDRESS_KEYS = [ ...POSTAL_PARTS, 'phone', 'email' ] as const;

export function mergeAddress( target: Address, change: unknown ): Address {
	if ( ! change || typeof change !== 'object' ) {
		return target;
	}
	const source = change as Record< string, unknown >;
	const next = { ...target };
	for ( const key of ADDRESS_KEYS ) {
		if ( typeof source[ key ] === 'string' ) {
			( next as Record< string, string > )[ key ] = (
				source[ key ] as string
			 ).trim();
		}
	}
	next.country = next.country.toUpperCase();
	return next;
}

export function emptyCart( cart: Cart ): void {
	cart.lines = [];
	cart.coupons = [];
}
