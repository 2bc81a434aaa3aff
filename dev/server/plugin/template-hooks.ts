/**
 * What this project's plugin prints on WooCommerce's pages, each at the
 * hook its PHP uses: the pay-later box after the product's price
 * (`woocommerce_single_product_summary`, 15), before the cart's
 * "Proceed to checkout" and wallet buttons (`woocommerce_proceed_to_checkout`,
 * 5) and after the classic checkout's order total
 * (`woocommerce_review_order_after_order_total`), in a row of its own there;
 * the mini cart's wallet slot after the widget's buttons
 * (`woocommerce_widget_shopping_cart_after_buttons`) and its settings and
 * Stripe.js on a page with a mini cart (`wp_enqueue_scripts`, 1001); the
 * rule keeping the Cart block's express area in the head (`wp_head`).
 *
 * Follows: woocommerce-gateway-stripe-frontend (this project's plugin)
 * includes/pay-later-messaging.php (wc_stripe_frontend_add_pay_later_hooks())
 * and includes/wallet-areas.php (its add_action() lines).
 */
import { addAction } from '../wordpress/hooks';
import { cartTotals } from '../woocommerce/includes/totals';
import { storeCurrency } from '../woocommerce/includes/currency';
import { getStripeAmount } from '../stripe-gateway/stripe-amount';
import { payLaterBox, productPayLaterBox } from './pay-later';
import {
	cartWalletSpaceStyle,
	miniCartGlobals,
	miniCartSlotHtml,
} from './wallet-areas';
import type { ShopState } from '../dev-shop/state';
import type { Session } from '../woocommerce/includes/types';

/** The box for the cart's total. */
function cartPayLaterBox( state: ShopState, session: Session ): string {
	const totals = cartTotals( session.cart, state.settings );
	return payLaterBox( state.settings, session, {
		amount: getStripeAmount( totals.total, totals.currency ),
	} );
}

export function hookTemplates(): void {
	addAction(
		'woocommerce_single_product_summary',
		( ctx, product ) =>
			productPayLaterBox(
				ctx,
				product,
				storeCurrency( ctx.state.settings )
			),
		15
	);
	addAction( 'woocommerce_proceed_to_checkout', cartPayLaterBox, 5 );
	addAction(
		'woocommerce_review_order_after_order_total',
		( state, session ) => {
			const box = cartPayLaterBox( state, session );
			return box
				? `<tr class="wc-stripe-pay-later-row"><td colspan="2">${ box }</td></tr>`
				: '';
		}
	);
	addAction( 'woocommerce_widget_shopping_cart_after_buttons', ( state ) =>
		miniCartSlotHtml( state.settings )
	);
	addAction(
		'wp_enqueue_scripts',
		( ctx, page, enqueued ) => {
			if ( page.kind !== 'mini-cart' ) {
				return;
			}
			const globals = miniCartGlobals( ctx, true );
			Object.assign( enqueued.globals, globals );
			if ( Object.keys( globals ).length ) {
				enqueued.scripts.push( 'stripe' );
			}
		},
		1001
	);
	// The Cart block's page, where the gateway's express script is enqueued.
	addAction( 'wp_head', ( ctx, page, enqueued ) =>
		page.kind === 'cart' &&
		page.block &&
		'wc_stripe_express_checkout_params' in enqueued.globals
			? cartWalletSpaceStyle( ctx.state.settings )
			: ''
	);
}
