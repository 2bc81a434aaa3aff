/**
 * The express (wallet) wc-ajax actions, each checking its `security` nonce.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-express-checkout-ajax-handler.php
 * (8.8.0).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { behindNonce } from './answers';
import {
	addItem,
	emptyCart,
	mergeAddress,
} from '../../woocommerce/includes/cart-ops';
import {
	lineVariation,
	productName,
} from '../../woocommerce/includes/product-name';
import { nonceFor } from '../../wordpress/nonces';
import { TAX_RATE, cartTotals } from '../../woocommerce/includes/totals';
import { getStripeAmount } from '../stripe-amount';
import { normalizeAddress, quoteAddress } from './express-address';
import { STRIPE_EXPRESS_NONCES } from '../../wordpress/nonce-actions';
import {
	PENDING_SHIPPING_OPTION,
	quantityLabel,
	readSelectedProduct,
	selectedProductPrice,
} from './selected-product';
import { TOTAL_LABEL } from '../page-data/upe-params';

type Action = ( ctx: Context ) => void;

export function summary( ctx: Context ) {
	const totals = cartTotals( ctx.session.cart, ctx.state.settings );
	const stripe = ( amount: number ) =>
		getStripeAmount( amount, totals.currency );
	// The gateway lists a discount as a positive amount under its key; the
	// buttons must turn it negative for Stripe.
	const displayItems = [
		...totals.lines.map( ( entry ) => ( {
			label:
				productName(
					entry.product,
					lineVariation( entry.product, entry.line.variationId )
				) + quantityLabel( entry.line.quantity ),
			amount: stripe( entry.subtotal ),
		} ) ),
		...( totals.tax
			? [ { label: 'Tax', amount: stripe( totals.tax ) } ]
			: [] ),
		...( totals.needsShipping
			? [
					{
						key: 'total_shipping',
						label: 'Shipping',
						amount: stripe( totals.shipping ),
					},
				]
			: [] ),
		...( totals.discount
			? [
					{
						key: 'total_discount',
						label: 'Discount',
						amount: stripe( totals.discount ),
					},
				]
			: [] ),
	];
	return {
		displayItems,
		total: {
			label: 'Total',
			amount: stripe( totals.total ),
			pending: false,
		},
		needs_shipping: totals.needsShipping,
		shipping_options: totals.rates.map( ( rate ) => ( {
			id: rate.rate_id,
			displayName: rate.name,
			amount: stripe( rate.price ),
		} ) ),
		currency: totals.currency.code.toLowerCase(),
		country_code: ctx.state.settings.storeCountry,
	};
}

const guarded = ( nonce: keyof typeof STRIPE_EXPRESS_NONCES, action: Action ) =>
	behindNonce( STRIPE_EXPRESS_NONCES[ nonce ], action );

export const EXPRESS_ACTIONS: Record< string, Action > = {
	// No nonce: this is how a page served from a cache gets this visitor's.
	wc_stripe_get_express_checkout_nonces: ( ctx ) =>
		sendJson( ctx.res, 200, { success: true, data: expressNonces( ctx ) } ),
	wc_stripe_get_shipping_options: guarded( 'shipping', ( ctx ) => {
		const { cart } = ctx.session;
		const address = quoteAddress( ctx.body );
		if ( ! address ) {
			sendJson( ctx.res, 200, { result: 'invalid_shipping_address' } );
			return;
		}
		cart.shipping = mergeAddress( cart.shipping, address );
		const result = summary( ctx );
		if ( result.needs_shipping && ! result.shipping_options.length ) {
			sendJson( ctx.res, 200, {
				result: 'invalid_shipping_address',
				displayItems: result.displayItems,
				total: result.total,
			} );
			return;
		}
		sendJson( ctx.res, 200, { result: 'success', ...result } );
	} ),
	wc_stripe_update_shipping_method: guarded( 'update_shipping', ( ctx ) => {
		const methods = ctx.body.shipping_method;
		ctx.session.cart.selectedRate = String(
			Array.isArray( methods ) ? methods[ 0 ] : methods || ''
		);
		sendJson( ctx.res, 200, { result: 'success', ...summary( ctx ) } );
	} ),
	wc_stripe_get_cart_details: guarded( 'get_cart_details', ( ctx ) =>
		sendJson( ctx.res, 200, summary( ctx ) )
	),
	wc_stripe_add_to_cart: guarded( 'add_to_cart', ( ctx ) => {
		emptyCart( ctx.session.cart );
		try {
			addItem( ctx.session.cart, {
				id: Number( ctx.body.product_id ),
				quantity: Number( ctx.body.qty || 1 ),
				variation: toVariation( ctx.body.attributes ),
			} );
			sendJson( ctx.res, 200, { result: 'success', ...summary( ctx ) } );
		} catch ( error ) {
			sendJson( ctx.res, 200, {
				result: 'error',
				error: ( error as Error ).message,
			} );
		}
	} ),
	wc_stripe_clear_cart: guarded( 'clear_cart', ( ctx ) => {
		emptyCart( ctx.session.cart );
		sendJson( ctx.res, 200, {} );
	} ),
	wc_stripe_normalize_address: guarded( 'normalize_address', ( ctx ) => {
		const data = ( ctx.body.data || {} ) as Record< string, unknown >;
		sendJson( ctx.res, 200, {
			billing_address: normalizeAddress( data.billing_address ),
			shipping_address: normalizeAddress( data.shipping_address ),
		} );
	} ),
	wc_stripe_get_selected_product_data: guarded(
		'get_selected_product_data',
		selectedProductData
	),
};

/**
 * The product page's sheet before the product is in a cart: the product
 * with its quantity, the tax of one unit as `get_taxes_like_cart()` works it
 * out (10 %, shown apart as the shop's cart shows it), shipping pending,
 * the total under the statement descriptor's label.
 */
function selectedProductData( ctx: Context ): void {
	const read = readSelectedProduct( ctx );
	if ( 'error' in read ) {
		sendJson( ctx.res, 200, read );
		return;
	}
	const { name, qty, addon, currency, ships } = read;
	const price = selectedProductPrice( read );
	const total = qty * price + addon;
	const tax = price * TAX_RATE;
	const stripe = ( amount: number ) => getStripeAmount( amount, currency );
	// The keys in the order the gateway sets them.
	sendJson( ctx.res, 200, {
		currency: currency.code.toLowerCase(),
		country_code: ctx.state.settings.storeCountry,
		requestShipping: ships,
		...( ships ? { shippingOptions: PENDING_SHIPPING_OPTION } : {} ),
		displayItems: [
			{ label: name + quantityLabel( qty ), amount: stripe( total ) },
			{ label: 'Tax', amount: stripe( tax ), pending: tax === 0 },
			...( ships
				? [ { label: 'Shipping', amount: 0, pending: true } ]
				: [] ),
		],
		total: { label: TOTAL_LABEL, amount: stripe( total + tax ) },
	} );
}

function toVariation(
	raw: unknown
): Array< { attribute: string; value: string } > {
	if ( ! raw || typeof raw !== 'object' ) {
		return [];
	}
	return Object.entries( raw as Record< string, unknown > ).map(
		( [ attribute, value ] ) => ( {
			attribute: attribute.replace( /^attribute_/, '' ),
			value: String( value ),
		} )
	);
}

export function expressNonces( ctx: Context ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( STRIPE_EXPRESS_NONCES ).map( ( [ key, action ] ) => [
			key,
			nonceFor( ctx.state, ctx.session, action ),
		] )
	);
}
