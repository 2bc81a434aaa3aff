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
import { productById } from '../../woocommerce/includes/catalogue';
import {
	lineVariation,
	productName,
} from '../../woocommerce/includes/product-name';
import { nonceFor } from '../../wordpress/nonces';
import { cartTotals } from '../../woocommerce/includes/totals';
import { inCurrency, storeCurrency } from '../../woocommerce/includes/currency';
import { getStripeAmount } from '../stripe-amount';
import { normalizeAddress, quoteAddress } from './express-address';
import { STRIPE_EXPRESS_NONCES } from '../../wordpress/nonce-actions';

type Action = ( ctx: Context ) => void;

/** The gateway's `$quantity_label`: " (x2)" for more than one. */
const quantityLabel = ( quantity: number ) =>
	quantity > 1 ? ` (x${ quantity })` : '';

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
		( ctx ) => {
			const product = productById( Number( ctx.body.product_id ) );
			const quantity = Number( ctx.body.qty || 1 );
			const variation = product?.variations?.find( ( entry ) =>
				Object.entries( entry.attributes ).every( ( [ name, value ] ) =>
					toVariation( ctx.body.attributes ).some(
						( chosen ) =>
							chosen.attribute.toLowerCase() ===
								name.toLowerCase() && chosen.value === value
					)
				)
			);
			if (
				! product ||
				( product.type === 'variable' &&
					( ! variation || ! variation.available ) )
			) {
				sendJson( ctx.res, 200, {
					error: 'Sorry, this product is unavailable. Please choose a different combination.',
				} );
				return;
			}
			const addon =
				product.addon && Number( ctx.body.addon_value ) > 0
					? Number( ctx.body.addon_value )
					: 0;
			const currency = storeCurrency( ctx.state.settings );
			const price = getStripeAmount(
				inCurrency(
					( ( variation?.price ?? product.price ) + addon ) *
						quantity,
					currency
				),
				currency
			);
			sendJson( ctx.res, 200, {
				displayItems: [
					{
						label:
							productName( product, variation ) +
							quantityLabel( quantity ),
						amount: price,
					},
				],
				total: { label: 'Total', amount: price, pending: true },
				needs_shipping: ! product.virtual,
				requestShipping: ! product.virtual,
				currency: ctx.state.settings.currency.toLowerCase(),
			} );
		}
	),
};

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
