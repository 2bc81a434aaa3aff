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
 * with class-wc-stripe-helper.php get_localized_messages() merged in.
 */
import type { Context } from '../../context';
import type { Order } from '../../woocommerce/includes/types';
import { orderReceivedPath } from '../../woocommerce/includes/orders';
import {
	METHOD_RULES,
	methodCountries,
	methodTitle,
	offeredMethods,
} from '../methods/payment-methods';
import { cartTotals } from '../../woocommerce/includes/totals';
import { gatewayNonces } from '../wc-ajax/nonces';
import { expressWallets } from './express-wallets';
import { localizedMessages } from './localized-messages';
import { nonceFor } from '../../wordpress/nonces';
import { STRIPE_REDIRECT_ORDER_NONCE } from '../../wordpress/nonce-actions';

/** The page the data is for, with what that page adds to it. */
export type GatewayPage =
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

/** `get_enabled_payment_method_config()`: each method offered here. */
function paymentMethodsConfig( ctx: Context ) {
	const { settings } = ctx.state;
	return Object.fromEntries(
		offeredMethods( settings ).map( ( method ) => {
			const rule = METHOD_RULES[ method ];
			return [
				method,
				{
					isReusable: rule.reusable,
					title: methodTitle( method, settings.currency ),
					description: '',
					testingInstructions: '',
					showSaveOption: rule.reusable,
					supportsDeferredIntent:
						rule.supportsDeferredIntent !== false,
					countries: methodCountries( settings, method ),
				},
			];
		} )
	);
}

export function stripeData( ctx: Context, page: GatewayPage ) {
	const { state, session } = ctx;
	const { settings } = state;
	const totals = cartTotals(
		session.cart,
		settings.currency,
		settings.storeCountry
	);
	const wallets = expressWallets( settings );
	const params: Record< string, unknown > = {
		gatewayId: 'stripe',
		title: 'Stripe',
		isUPEEnabled: true,
		key: 'pk_test_devshop',
		locale: settings.locale.split( '_' )[ 0 ] || 'auto',
		apiVersion: '2024-06-20',
		isCheckout: page.kind === 'checkout' || page.kind === 'block-checkout',
		return_url: `${ ctx.origin }/checkout/order-received/`,
		ajax_url: '/?wc-ajax=%%endpoint%%',
		theme_name: 'storefront',
		testMode: true,
		...gatewayNonces( ctx ),
		paymentMethodsConfig: paymentMethodsConfig( ctx ),
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
		cartTotal: totals.total,
		currency: settings.currency,
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
			cartTotal: order.totals.total,
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
		...localizedMessages( page.kind === 'add-payment-method' ),
	};
}
