/**
 * The payment method list of the classic pages, in WooCommerce's and the
 * Stripe gateway's markup: one `li.wc_payment_method` per gateway with its
 * radio and payment box; Stripe's boxes hold the element container, the
 * saved cards (checkout, logged in), the save box for reusable methods and
 * BLIK's code field; an offline cheque method for other gateways.
 *
 * Follows: woocommerce templates/checkout/payment.php, payment-method.php
 * (10.0.2): each gateway's title, attributes and payment fields come from
 * the gateway (includes/payment-gateways.ts; the Stripe gateway's in
 * stripe-gateway/markup/payment-fields.ts).
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { availablePaymentGateways } from '../includes/payment-gateways';
import type {
	PaymentContext,
	PaymentGateway,
	PaymentPage,
} from '../includes/payment-gateways';
import { cartTotals } from '../includes/totals';

export type PaymentPageContext = PaymentPage;

export const CHEQUE_GATEWAY = 'cheque';
export const CHEQUE_TITLE = 'Check payments';

/**
 * What the page pays: the cart on the checkout, the order on pay for
 * order; adding or changing a method pays nothing, so only methods that
 * can be saved are listed there. The billing country is left to the page's
 * script (it shows a method only for a country in its list), as the
 * gateway leaves it; the gateway checks it again when it pays.
 */
function pageAmount(
	ctx: Context,
	context: PaymentPageContext,
	order?: { total: number; containsSubscription: boolean }
): PaymentContext {
	if ( context === 'order-pay' ) {
		return order
			? {
					total: order.total,
					containsSubscription: order.containsSubscription,
				}
			: {};
	}
	if ( context === 'checkout' ) {
		const totals = cartTotals( ctx.session.cart, ctx.state.settings );
		return {
			total: totals.total,
			containsSubscription: totals.containsSubscription,
		};
	}
	return { containsSubscription: true };
}

/** The gateways a page offers, in the store's order. */
function pageGateways(
	ctx: Context,
	context: PaymentPageContext,
	order?: { total: number; containsSubscription: boolean }
): PaymentGateway[] {
	return availablePaymentGateways(
		ctx.state.settings,
		pageAmount( ctx, context, order )
	);
}

/** The methods a page offers, by gateway id, in the shop's order. */
export function classicMethods(
	ctx: Context,
	context: PaymentPageContext,
	order?: { total: number; containsSubscription: boolean }
): string[] {
	const gateways = pageGateways( ctx, context, order ).map(
		( gateway ) => gateway.id
	);
	return context === 'checkout' || context === 'order-pay'
		? [ ...gateways, CHEQUE_GATEWAY ]
		: gateways;
}

/**
 * What a classic payment page enqueues beside its own script: Stripe.js
 * (the gateway's `stripe` handle), unless the shop plays it failing to load.
 */
export function classicScripts( ctx: Context ): string[] {
	return ctx.state.settings.stripeFails ? [] : [ 'stripe' ];
}

export function paymentMethodsHtml(
	ctx: Context,
	context: PaymentPageContext,
	chosen = '',
	order?: { total: number; containsSubscription: boolean }
): string {
	const loaded = pageGateways( ctx, context, order );
	const gateways = classicMethods( ctx, context, order );
	const selected = gateways.includes( chosen ) ? chosen : gateways[ 0 ];
	const items = gateways
		.map( ( id ) => {
			const gateway = loaded.find( ( entry ) => entry.id === id );
			const title = gateway
				? gateway.title( ctx.state.settings, context )
				: CHEQUE_TITLE;
			const box = gateway
				? gateway.paymentFields( ctx, context )
				: '<p>Please send a check to Dev Shop, Store Street 1, 10115 Berlin.</p>';
			const checked = id === selected;
			return `<li class="wc_payment_method payment_method_${ id }"${
				gateway ? gateway.listItemAttributes : ''
			}><input id="payment_method_${ id }" type="radio" class="input-radio" name="payment_method" value="${ id }"${
				checked ? ' checked' : ''
			} data-order_button_text=""><label for="payment_method_${ id }">${ escapeHtml(
				title
			) }</label><div class="payment_box payment_method_${ id }"${
				checked ? '' : ' style="display:none;"'
			}>${ box }</div></li>`;
		} )
		.join( '' );
	return `<ul class="wc_payment_methods payment_methods methods">${ items }</ul>`;
}
