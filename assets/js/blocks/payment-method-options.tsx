/**
 * One configured Stripe method → the options WooCommerce's block registry
 * takes. Every method shares the same Payment Element content;
 * only the data differs.
 */
import { sprintf, __ } from '@wordpress/i18n';
import type { PaymentMethodOptions } from '@woocommerce/blocks-registry';
import type { PaymentMethodConfig } from '../core/settings/types';
import type { PaymentMethodId } from '../core/payment-methods/types';
import { gatewayIdFor } from '../core/payment-methods/gateway-ids';
import { methodAvailableForCountry } from '../core/payment-rules/availability';
import { MethodContent } from './components/method-content';
import { needsIntentFirst } from '../core/payment-element/intent-first';
import { SavedTokenContent } from './components/saved-token-content';
import { MethodLabel } from './components/method-label';
import type { CanMakePaymentArg } from './types';

// What a reusable method supports besides plain purchases.
const REUSABLE_FEATURES = [
	'products',
	'tokenization',
	'subscriptions',
	'subscription_cancellation',
	'subscription_suspension',
	'subscription_reactivation',
	'subscription_amount_changes',
	'subscription_date_changes',
	'subscription_payment_method_change',
	'subscription_payment_method_change_customer',
	'multiple_subscriptions',
];

export function paymentMethodOptions(
	methodId: PaymentMethodId,
	config: PaymentMethodConfig
): PaymentMethodOptions {
	const gatewayId = gatewayIdFor( methodId );
	const title = config.title;
	// The editor preview and the checkout show the same element.
	const content = (
		<MethodContent
			methodId={ methodId }
			gatewayId={ gatewayId }
			title={ title }
			intentFirst={ needsIntentFirst( config ) }
		/>
	);
	return {
		name: gatewayId,
		paymentMethodId: gatewayId,
		label: <MethodLabel title={ title } />,
		ariaLabel: sprintf(
			/* translators: %s: the payment method's name, e.g. Card or iDEAL. */
			__( 'Pay with %s', 'woocommerce-gateway-stripe' ),
			title
		),
		content,
		edit: content,
		savedTokenComponent: config.isReusable ? <SavedTokenContent /> : null,
		canMakePayment: ( arg: CanMakePaymentArg ) =>
			methodAvailableForCountry(
				config.countries,
				( arg?.billingAddress || arg?.billingData )?.country || ''
			),
		supports: {
			features: config.isReusable ? REUSABLE_FEATURES : [ 'products' ],
			showSavedCards: config.isReusable,
			showSaveOption: config.isReusable,
		},
		icons: null,
	};
}
