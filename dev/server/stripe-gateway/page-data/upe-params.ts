/**
 * The gateway's data for its Payment Element, as `javascript_params()`
 * returns it: `wc_stripe_upe_params` on the classic pages (printed through
 * wp_localize_script(), so every top-level scalar becomes a string), and
 * the gateway's part of the block checkout's `stripe_data`
 * (page-data/block-data.ts). Only the keys the PHP prints: no `isLoggedIn`,
 * `customerBillingData`, `orderReceivedURL` or `wp_ajax_url`
 * (docs/server-contract.md).
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * javascript_params() (the 9.x form, the newest of that function the code
 * index holds; 8.8.0 prints the same keys but isPaymentRequestEnabled,
 * isAmazonPayEnabled, isLinkEnabled, isAmazonPayAvailable, the four
 * is_*_enabled flags, isOCEnabled and paymentMethodConfigurationParentId),
 * with class-wc-stripe-helper.php get_localized_messages() merged in; with
 * Optimized Checkout on, the OCS gateway's javascript_params() and
 * get_enabled_payment_method_config() (class-wc-stripe-ocs-payment-gateway.php,
 * the development tree after 10.8.0: methods/optimized-checkout.ts).
 */
import type { Context } from '../../context';
import { stripeLocale } from '../stripe-locale';
import type { Order } from '../../woocommerce/includes/types';
import { orderReceivedPath } from '../../woocommerce/includes/orders';
import {
	EXPRESS_PAYMENT_METHODS,
	METHOD_RULES,
	methodCountries,
	methodTitle,
	offeredMethods,
} from '../methods/payment-methods';
import {
	DEFAULT_LAYOUT,
	OC_METHOD,
	OPTIMIZED_CHECKOUT_CLASSIC_TITLE,
	configurationId,
	countryExcludedTypes,
	excludedTypes,
	isOptimizedCheckoutPage,
	optimizedCheckoutEntry,
} from '../methods/optimized-checkout';
import { cartTotals } from '../../woocommerce/includes/totals';
import { currencyFor } from '../../woocommerce/includes/currency';
import { getStripeAmount } from '../stripe-amount';
import { gatewayNonces } from '../wc-ajax/nonces';
import { expressWallets } from './express-wallets';
import { localizedMessages } from './localized-messages';
import { nonceFor } from '../../wordpress/nonces';
import { STRIPE_REDIRECT_ORDER_NONCE } from '../../wordpress/nonce-actions';

/** The page the data is for, with what that page adds to it. */
export type GatewayPage =
	// The gateway prints its params on product and cart pages too:
	// payment_scripts() on `wp_footer` bails only off those and the
	// checkouts (and where its filters say so, both true by default).
	| { kind: 'product' }
	| { kind: 'cart' }
	| { kind: 'checkout' }
	| { kind: 'block-checkout' }
	| { kind: 'order-pay'; order: Order }
	| {
			kind: 'change-payment';
			subscriptionId: number;
			billingCountry: string;
			/** The page's own address (`addPaymentReturnURL`). */
			currentUrl: string;
	  }
	| { kind: 'add-payment-method'; billingCountry: string };

/** The statement descriptor the store owner set. */
export const ACCOUNT_DESCRIPTOR = 'DEV SHOP';

/**
 * The express sheets' total label, `get_total_label()`: the statement
 * descriptor, then the `wc_stripe_payment_request_total_label_suffix`
 * filter's default suffix.
 */
export const TOTAL_LABEL = `${ ACCOUNT_DESCRIPTOR } (via WooCommerce)`;

const ENABLED_BILLING_FIELDS = [
	'billing_first_name',
	'billing_last_name',
	'billing_company',
	'billing_country',
	'billing_address_1',
	'billing_address_2',
	'billing_city',
	'billing_state',
	'billing_postcode',
	'billing_phone',
	'billing_email',
];

/**
 * `get_enabled_payment_method_config()`: each method offered here; with
 * Optimized Checkout on (the OCS gateway's override) each entry also lists
 * every enabled method, and where the one element draws, the OC method
 * stands for them beside the express methods only.
 */
function paymentMethodsConfig( ctx: Context, page: GatewayPage ) {
	const { settings } = ctx.state;
	const enabled = offeredMethods( settings );
	const optimized = isOptimizedCheckoutPage( settings, page.kind );
	const entry = ( method: string ) => {
		const rule = METHOD_RULES[ method ];
		return {
			isReusable: rule.reusable,
			title: methodTitle( method, settings.currency ),
			description: '',
			testingInstructions: '',
			showSaveOption: rule.reusable,
			supportsDeferredIntent: rule.supportsDeferredIntent !== false,
			countries: methodCountries( settings, method ),
			...( settings.optimizedCheckout
				? { enabledPaymentMethods: enabled }
				: {} ),
		};
	};
	if ( ! optimized ) {
		return Object.fromEntries(
			enabled.map( ( method ) => [ method, entry( method ) ] )
		);
	}
	return {
		[ OC_METHOD ]: optimizedCheckoutEntry( settings, page.kind ),
		...Object.fromEntries(
			enabled
				.filter( ( method ) =>
					EXPRESS_PAYMENT_METHODS.includes( method )
				)
				.map( ( method ) => [ method, entry( method ) ] )
		),
	};
}

/** The shopper's billing country, for the methods it leaves out. */
function billingCountry( ctx: Context, page: GatewayPage ): string {
	if ( page.kind === 'order-pay' ) {
		return page.order.billing.country;
	}
	return ctx.session.cart.billing.country || ctx.state.settings.storeCountry;
}

/**
 * What the OCS gateway's javascript_params() adds: its flags wherever the
 * store has it on, and where the one element draws its layout, the
 * gateway's payment method configuration and the types it leaves out.
 */
function optimizedCheckoutParams( ctx: Context, page: GatewayPage ) {
	const { settings } = ctx.state;
	if ( ! settings.optimizedCheckout ) {
		return {};
	}
	const optimized = isOptimizedCheckoutPage( settings, page.kind );
	const flags = {
		isOCEnabled: optimized,
		shouldShowOptimizedCheckout: optimized,
		// The feature flag for the always-expanded element is off.
		shouldExpandOptimizedCheckout: false,
		// Adaptive Pricing (Stripe Checkout Sessions) is not played.
		isAdaptivePricingEnabled: false,
	};
	if ( ! optimized ) {
		return flags;
	}
	const country = billingCountry( ctx, page );
	return {
		...flags,
		OCLayout: DEFAULT_LAYOUT,
		paymentMethodConfigurationId: configurationId( ctx.state ),
		excludedPaymentMethodTypes: excludedTypes( settings, country ),
		countryExcludedPaymentMethodTypes: countryExcludedTypes(
			settings,
			country
		),
		optimizedCheckoutClassicTitle: OPTIMIZED_CHECKOUT_CLASSIC_TITLE,
	};
}

export function stripeData( ctx: Context, page: GatewayPage ) {
	const { state, session } = ctx;
	const { settings } = state;
	const totals = cartTotals( session.cart, settings );
	const wallets = expressWallets( settings );
	const params: Record< string, unknown > = {
		gatewayId: 'stripe',
		title: 'Stripe',
		isUPEEnabled: true,
		key: 'pk_test_devshop',
		locale: stripeLocale( settings.locale ),
		apiVersion: '2024-06-20',
		isCheckout: page.kind === 'checkout' || page.kind === 'block-checkout',
		return_url: `${ ctx.origin }/checkout/order-received/`,
		ajax_url: '/?wc-ajax=%%endpoint%%',
		theme_name: 'storefront',
		testMode: true,
		...gatewayNonces( ctx ),
		paymentMethodsConfig: paymentMethodsConfig( ctx, page ),
		genericErrorMessage:
			'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.',
		accountDescriptor: ACCOUNT_DESCRIPTOR,
		addPaymentReturnURL: `${ ctx.origin }/my-account/payment-methods/`,
		enabledBillingFields: ENABLED_BILLING_FIELDS,
		cartContainsSubscription: totals.containsSubscription,
		accountCountry: settings.storeCountry,
		isPaymentRequestEnabled: wallets.is_express_checkout_enabled,
		isAmazonPayEnabled: wallets.is_amazon_pay_enabled,
		isLinkEnabled: wallets.is_link_enabled,
		// get_transient() of an appearance never saved: false.
		appearance: state.appearance ?? false,
		blocksAppearance: state.appearance ?? false,
		isECEEnabled: true,
		isAmazonPayAvailable: true,
		is_ach_enabled: true,
		is_acss_enabled: true,
		is_blik_enabled: true,
		is_becs_debit_enabled: true,
		isOCEnabled: false,
		paymentMethodConfigurationParentId: null,
		cartTotal: getStripeAmount( totals.total, totals.currency ),
		currency: settings.currency,
		...optimizedCheckoutParams( ctx, page ),
	};
	if ( page.kind === 'change-payment' ) {
		// The change-payment page returns its params early.
		return {
			...params,
			orderId: page.subscriptionId,
			customerData: { billing_country: page.billingCountry },
			isChangingPayment: true,
			addPaymentReturnURL: page.currentUrl,
		};
	}
	let paymentNeeded = totals.total > 0;
	if ( page.kind === 'order-pay' ) {
		const { order } = page;
		Object.assign( params, {
			orderId: order.id,
			customerData: { billing_country: order.billing.country },
			isOrderPay: true,
			currency: order.currency,
			cartTotal: getStripeAmount(
				order.totals.total,
				currencyFor( order.currency, order.minorUnit )
			),
			orderReturnURL: `${ ctx.origin }${ orderReceivedPath(
				order
			) }&order_id=${
				order.id
			}&wc_payment_method=stripe&_wpnonce=${ nonceFor(
				state,
				session,
				STRIPE_REDIRECT_ORDER_NONCE
			) }`,
		} );
		paymentNeeded = order.totals.total > 0;
	}
	if ( page.kind === 'add-payment-method' ) {
		Object.assign( params, {
			cartTotal: 0,
			customerData: { billing_country: page.billingCountry },
		} );
	}
	return {
		...params,
		isPaymentNeeded: paymentNeeded,
		...localizedMessages(
			page.kind === 'add-payment-method',
			ctx.state.settings.locale
		),
	};
}
