/**
 * The gateway's data for its Payment Element (`stripe_data`, which
 * `wcSettings` also carries under `paymentMethodData.stripe` for the block
 * checkout, as WooCommerce prints it; docs/page-settings.md): the
 * publishable key, the methods offered and their rules, the page's kind and
 * amount, and the ajax nonces.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * javascript_params() and includes/class-wc-stripe-blocks-support.php
 * get_payment_method_data() (8.8.0).
 */
import type { Context } from '../../context';
import {
	METHOD_RULES,
	methodCountries,
	methodTitle,
	offeredMethods,
} from '../methods/payment-methods';
import { cartTotals } from '../../woocommerce/includes/totals';
import { gatewayNonces } from '../wc-ajax/nonces';

export interface PageFlags {
	isCheckout?: boolean;
	isOrderPay?: boolean;
	isChangingPayment?: boolean;
	orderId?: number | null;
	total?: number;
}

export function stripeData( ctx: Context, flags: PageFlags = {} ) {
	const { state, session } = ctx;
	const totals = cartTotals(
		session.cart,
		state.settings.currency,
		state.settings.storeCountry
	);
	const methods = offeredMethods( state.settings );
	return {
		key: 'pk_test_devshop',
		locale: state.settings.locale.split( '_' )[ 0 ] || 'auto',
		apiVersion: '2024-06-20',
		paymentMethodsConfig: Object.fromEntries(
			methods.map( ( method ) => {
				const rule = METHOD_RULES[ method ];
				return [
					method,
					{
						title: methodTitle( method, state.settings.currency ),
						isReusable: rule.reusable,
						countries: methodCountries( state.settings, method ),
						supportsDeferredIntent:
							rule.supportsDeferredIntent !== false,
					},
				];
			} )
		),
		gatewayId: 'stripe',
		isCheckout: !! flags.isCheckout,
		isOrderPay: !! flags.isOrderPay,
		isChangingPayment: !! flags.isChangingPayment,
		orderId: flags.orderId ?? null,
		cartTotal: flags.total ?? totals.total,
		currency: state.settings.currency,
		cartContainsSubscription: totals.containsSubscription,
		subscriptionRequiresManualRenewal: false,
		isSignupOnCheckoutAllowed: true,
		isLoggedIn: session.customerId > 0,
		enabledBillingFields: [
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
		],
		appearance: null,
		blocksAppearance: null,
		customerData: {
			billing_country:
				session.cart.billing.country || state.settings.storeCountry,
		},
		isOCEnabled: false,
		OCLayout: null,
		paymentMethodConfigurationParentId: null,
		orderReceivedURL: `${ ctx.origin }/checkout/order-received/`,
		genericErrorMessage:
			'There was a problem processing the payment. Please refresh the page to try again.',
		invalid_wallet_type: 'Invalid wallet payment type.',
		theme_name: 'storefront',
		ajax_url: '/?wc-ajax=%%endpoint%%',
		wp_ajax_url: '/wp-admin/admin-ajax.php',
		...gatewayNonces( ctx ),
	};
}
