/**
 * The legacy Payment Request Button's wc-ajax actions, which the gateway
 * registers instead of the express checkout's when its Express Checkout
 * Element is off (the shop's `expressCheckoutElement: false`): the same
 * action names, its own nonce actions (`payment`, `shipping`), its own
 * answers (shipping options as `{ id, label, detail, amount }`, the cart's
 * lines as a Subtotal unless the product page asks for them one by one,
 * with no keys, the discount positive), and `create_order`, which runs
 * WooCommerce's classic checkout on the posted fields. It registers no
 * `normalize_address`, `get_express_checkout_nonces` or `pay_for_order`:
 * WooCommerce answers those 200 with an empty body.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php init(),
 * ajax_get_cart_details(), ajax_get_shipping_options(),
 * get_shipping_options(), ajax_update_shipping_method(), ajax_add_to_cart(),
 * ajax_get_selected_product_data(), ajax_clear_cart(), ajax_log_errors(),
 * ajax_create_order(), build_display_items(), add_order_meta().
 */
import type { Context } from '../../context';
import { sendJson, sendText } from '../../http/respond';
import { behindNonce } from './answers';
import {
	addItem,
	emptyCart,
	mergeAddress,
} from '../../woocommerce/includes/cart-ops';
import { cartTotals } from '../../woocommerce/includes/totals';
import {
	lineVariation,
	productName,
} from '../../woocommerce/includes/product-name';
import { PAYMENT_REQUEST_NONCES } from '../../wordpress/nonce-actions';
import { getStripeAmount } from '../stripe-amount';
import { TOTAL_LABEL } from '../page-data/upe-params';
import { EXPRESS_ACTIONS } from './express';
import { quoteAddress } from './express-address';
import { legacySelectedProductData } from './payment-request-product';
import { legacyCreateOrder } from './payment-request-order';

type Action = ( ctx: Context ) => void;

/** build_display_items(): the cart's lines and total, the legacy way. */
export function legacyDisplayItems( ctx: Context, itemized: boolean ) {
	const totals = cartTotals( ctx.session.cart, ctx.state.settings );
	const stripe = ( amount: number ) =>
		getStripeAmount( amount, totals.currency );
	const lines = itemized
		? totals.lines.map( ( entry ) => ( {
				label:
					productName(
						entry.product,
						lineVariation( entry.product, entry.line.variationId )
					) +
					( entry.line.quantity > 1
						? ` (x${ entry.line.quantity })`
						: '' ),
				amount: stripe( entry.subtotal ),
			} ) )
		: [ { label: 'Subtotal', amount: stripe( totals.items ) } ];
	return {
		displayItems: [
			...lines,
			{ label: 'Tax', amount: stripe( totals.tax ) },
			...( totals.needsShipping
				? [ { label: 'Shipping', amount: stripe( totals.shipping ) } ]
				: [] ),
			...( totals.discount
				? [ { label: 'Discount', amount: stripe( totals.discount ) } ]
				: [] ),
		],
		total: {
			label: TOTAL_LABEL,
			amount: Math.max( 0, stripe( totals.total ) ),
			pending: false,
		},
	};
}

/** `is_product_page` absent: itemized (the handlers' own default). */
const itemized = ( ctx: Context ) =>
	ctx.body.is_product_page === undefined ||
	[ '1', 'true', 'yes', 'on' ].includes(
		String( ctx.body.is_product_page ).toLowerCase()
	);

const guarded = (
	nonce: keyof typeof PAYMENT_REQUEST_NONCES,
	action: Action
) => behindNonce( PAYMENT_REQUEST_NONCES[ nonce ], action );

export const PAYMENT_REQUEST_ACTIONS: Record< string, Action > = {
	wc_stripe_get_cart_details: guarded( 'payment', ( ctx ) => {
		const totals = cartTotals( ctx.session.cart, ctx.state.settings );
		sendJson( ctx.res, 200, {
			shipping_required: totals.needsShipping,
			order_data: {
				currency: totals.currency.code.toLowerCase(),
				country_code: ctx.state.settings.storeCountry,
				...legacyDisplayItems( ctx, false ),
			},
		} );
	} ),
	wc_stripe_get_shipping_options: guarded( 'shipping', ( ctx ) => {
		const { cart } = ctx.session;
		const address = quoteAddress( ctx.body );
		if ( address ) {
			cart.shipping = mergeAddress( cart.shipping, address );
		}
		const totals = cartTotals( cart, ctx.state.settings );
		if ( ! address || ! totals.rates.length ) {
			sendJson( ctx.res, 200, {
				...legacyDisplayItems( ctx, itemized( ctx ) ),
				result: 'invalid_shipping_address',
			} );
			return;
		}
		// The method chosen before first, if the address still has it; the
		// first one applied (the sheet starts with it).
		const options = totals.rates
			.map( ( rate ) => ( {
				id: rate.rate_id,
				label: rate.name,
				detail: '',
				amount: getStripeAmount( rate.price, totals.currency ),
			} ) )
			.sort(
				( a, b ) =>
					Number( b.id === cart.selectedRate ) -
					Number( a.id === cart.selectedRate )
			);
		cart.selectedRate = options[ 0 ].id;
		sendJson( ctx.res, 200, {
			shipping_options: options,
			...legacyDisplayItems( ctx, itemized( ctx ) ),
			result: 'success',
		} );
	} ),
	wc_stripe_update_shipping_method: guarded( 'update_shipping', ( ctx ) => {
		const methods = ctx.body.shipping_method;
		ctx.session.cart.selectedRate = String(
			Array.isArray( methods ) ? methods[ 0 ] : methods || ''
		);
		sendJson( ctx.res, 200, {
			...legacyDisplayItems( ctx, itemized( ctx ) ),
			result: 'success',
		} );
	} ),
	wc_stripe_add_to_cart: guarded( 'add_to_cart', ( ctx ) => {
		// First empty the cart to prevent wrong calculation.
		emptyCart( ctx.session.cart );
		const attributes = ctx.body.attributes;
		try {
			addItem( ctx.session.cart, {
				id: Number( ctx.body.product_id ),
				quantity: Number( ctx.body.qty || 1 ),
				variation:
					attributes && typeof attributes === 'object'
						? Object.entries( attributes ).map(
								( [ attribute, value ] ) => ( {
									attribute: attribute.replace(
										/^attribute_/,
										''
									),
									value: String( value ),
								} )
							)
						: [],
			} );
		} catch {}
		sendJson( ctx.res, 200, {
			...legacyDisplayItems( ctx, false ),
			result: 'success',
		} );
	} ),
	wc_stripe_get_selected_product_data: guarded(
		'get_selected_product_data',
		legacySelectedProductData
	),
	wc_stripe_clear_cart: guarded( 'clear_cart', ( ctx ) => {
		emptyCart( ctx.session.cart );
		sendText( ctx.res, 200, '' );
	} ),
	wc_stripe_log_errors: guarded( 'log_errors', ( ctx ) =>
		sendText( ctx.res, 200, '' )
	),
	wc_stripe_create_order: legacyCreateOrder,
};

/**
 * The wallet buttons' wc-ajax actions: the express checkout's or the
 * legacy Payment Request Button's, as the store's gateway registers one or
 * the other; an action the active one lacks gets WooCommerce's answer to
 * an action nobody registered (WC_AJAX::do_wc_ajax(): 200, empty).
 */
export const WALLET_ACTIONS: Record< string, Action > = Object.fromEntries(
	[
		...new Set( [
			...Object.keys( EXPRESS_ACTIONS ),
			...Object.keys( PAYMENT_REQUEST_ACTIONS ),
		] ),
	].map( ( name ) => [
		name,
		( ctx: Context ) => {
			const actions = ctx.state.settings.expressCheckoutElement
				? EXPRESS_ACTIONS
				: PAYMENT_REQUEST_ACTIONS;
			const handler = Object.prototype.hasOwnProperty.call(
				actions,
				name
			)
				? actions[ name ]
				: null;
			if ( handler ) {
				handler( ctx );
			} else {
				sendText( ctx.res, 200, '' );
			}
		},
	] )
);
