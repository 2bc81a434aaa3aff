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
 * templates/content-single-product.php (`woocommerce_single_product_summary`),
 * single-product/add-to-cart/*.php (`woocommerce_after_add_to_cart_form`),
 * cart/cart-totals.php (`woocommerce_proceed_to_checkout`),
 * cart/mini-cart.php (`woocommerce_widget_shopping_cart_after_buttons`),
 * checkout/review-order.php (`woocommerce_review_order_after_order_total`),
 * checkout/form-checkout.php
 * (`woocommerce_checkout_before_customer_details`), checkout/form-pay.php
 * (`woocommerce_pay_order_before_payment`) (10.0.2).
 */
import type { Context } from '../../context';
import type { ShopState } from '../../dev-shop/state';
import { doAction } from '../../wordpress/hooks';
import type { Product } from './catalogue';
import type { Customer, Order, Session } from './types';

/** The page being printed, as WooCommerce's conditional tags tell it. */
export type ShopPage =
	| { kind: 'product'; product: Product }
	/** `block`: the page's content is the Cart or Checkout block. */
	| { kind: 'cart'; block?: boolean }
	| { kind: 'checkout'; block?: boolean }
	| { kind: 'order-pay'; order: Order }
	| { kind: 'add-payment-method'; customer: Customer }
	/** The pay-for-order page as WooCommerce Subscriptions' change of method. */
	| {
			kind: 'change-payment';
			subscriptionId: number;
			customer: Customer;
			currentUrl: string;
	  }
	| { kind: 'order-received'; order: Order }
	/**
	 * Any page with the header's mini cart (all but the cart and checkout,
	 * where WooCommerce hides it): the layout asks what plugins enqueue for
	 * it, once per page.
	 */
	| { kind: 'mini-cart' };

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
		/**
		 * What other plugins print in the product's summary: the template
		 * prints WooCommerce's own parts (title 5, rating and price 10,
		 * excerpt 20, add to cart 30, meta 40) and runs this between the
		 * price and the excerpt, where a callback between 11 and 19 prints.
		 */
		woocommerce_single_product_summary: [ ctx: Context, product: Product ];
		woocommerce_after_add_to_cart_form: [ ctx: Context, product: Product ];
		/** The whole of `.wc-proceed-to-checkout`, WooCommerce's button (20) too. */
		woocommerce_proceed_to_checkout: [ state: ShopState, session: Session ];
		woocommerce_review_order_after_order_total: [
			state: ShopState,
			session: Session,
		];
		woocommerce_widget_shopping_cart_after_buttons: [ state: ShopState ];
		/** After My account's dashboard (`myaccount/dashboard.php`). */
		woocommerce_before_my_account: [ ctx: Context, customer: Customer ];
		/**
		 * The head, for what a plugin prints there; fired by the pages
		 * that hand it on (the Cart block's), with what was enqueued.
		 */
		wp_head: [ ctx: Context, page: ShopPage, enqueued: EnqueuedScripts ];
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
