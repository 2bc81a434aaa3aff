/**
 * The hooks WooCommerce's pages fire for gateways and other plugins, with
 * what each passes: `wp_enqueue_scripts`, where a plugin adds its script
 * handles and their localized data for the page WooCommerce's conditional
 * tags describe (is_product(), is_cart(), is_checkout(),
 * is_checkout_pay_page(), is_add_payment_method_page()), and the template
 * hooks where a plugin prints its markup (the Stripe gateway its wallet
 * buttons). A page calls these and prints what comes back; it never names
 * a plugin.
 *
 * Follows: wordpress wp-includes/script-loader.php (`wp_enqueue_scripts`,
 * wp_enqueue_script(), wp_localize_script(), 6.8.3); woocommerce
 * templates/single-product/add-to-cart/*.php
 * (`woocommerce_after_add_to_cart_form`), cart/cart-totals.php
 * (`woocommerce_proceed_to_checkout`), checkout/form-checkout.php
 * (`woocommerce_checkout_before_customer_details`), checkout/form-pay.php
 * (`woocommerce_pay_order_before_payment`) (10.0.2).
 */
import type { Context } from '../../context';
import type { ShopState } from '../../dev-shop/state';
import { doAction } from '../../wordpress/hooks';
import type { Product } from './catalogue';
import type { Customer, Order } from './types';

/** The page being printed, as WooCommerce's conditional tags tell it. */
export type ShopPage =
	| { kind: 'product'; product: Product }
	| { kind: 'cart' }
	| { kind: 'checkout' }
	| { kind: 'order-pay'; order: Order }
	| { kind: 'add-payment-method'; customer: Customer }
	| { kind: 'order-received'; order: Order };

/** What plugins enqueued for the page: localized data, then handles. */
export interface EnqueuedScripts {
	/** wp_localize_script(): global name → value, in the order added. */
	globals: Record< string, unknown >;
	/** wp_enqueue_script(): handles, in the order enqueued. */
	scripts: string[];
}

declare module '../../wordpress/hooks' {
	interface Actions {
		wp_enqueue_scripts: [
			ctx: Context,
			page: ShopPage,
			enqueued: EnqueuedScripts,
		];
		/** Once the page's query is known, before anything is printed. */
		wp: [ ctx: Context, page: ShopPage ];
		/**
		 * Before the pay-for-order page (the order's id from its address);
		 * a callback that answers the request itself ends it, as WooCommerce
		 * Subscriptions replaces the page's form with its own.
		 */
		before_woocommerce_pay: [ ctx: Context, orderId: number ];
		woocommerce_after_add_to_cart_form: [ ctx: Context, product: Product ];
		woocommerce_proceed_to_checkout: [ state: ShopState ];
		woocommerce_checkout_before_customer_details: [ ctx: Context ];
		woocommerce_pay_order_before_payment: [ ctx: Context, order: Order ];
	}
}

/** `do_action( 'wp_enqueue_scripts' )` for this page: what plugins added. */
export function enqueuedScripts(
	ctx: Context,
	page: ShopPage
): EnqueuedScripts {
	const enqueued: EnqueuedScripts = { globals: {}, scripts: [] };
	doAction( 'wp_enqueue_scripts', ctx, page, enqueued );
	return enqueued;
}
