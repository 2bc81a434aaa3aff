/**
 * A method's box in the block checkout: the Payment Element for that method,
 * wired to payment setup and order completion. If Stripe.js or the element
 * fails to load, the box says so and the other methods stay usable.
 */
import { useRef } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { savePaymentMethodUsage } from '../../core/payment-rules/save-payment-method';
import { failedToLoadMethodMessage } from '../../core/messages/generic';
import type { GatewaySettings } from '../../core/settings/types';
import { usePaymentElement } from '../hooks/use-payment-element';
import { usePaymentSetup } from '../hooks/use-payment-setup';
import { useOrderCompletion } from '../hooks/use-order-completion';
import { useMethodExtras } from '../hooks/use-method-extras';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentMethodProps } from '../types';

export interface PaymentElementContentProps extends Partial< PaymentMethodProps > {
	methodId: PaymentMethodId;
	gatewayId: string;
	title: string;
}

export function PaymentElementContent( props: PaymentElementContentProps ) {
	const settings = useSelect(
		( select ) => select( stripeStore ).getSettings(),
		[]
	);
	// Registration happens only after the settings were read.
	return settings ? <MethodBox { ...props } settings={ settings } /> : null;
}

function MethodBox( {
	methodId,
	gatewayId,
	title,
	settings,
	...rest
}: PaymentElementContentProps & { settings: GatewaySettings } ) {
	// The host clones this element with the checkout props.
	const props = rest as PaymentMethodProps;
	const container = useRef< HTMLDivElement >( null );
	const saveForLater =
		savePaymentMethodUsage( {
			cartContainsSubscription: settings.cartContainsSubscription,
			subscriptionRequiresManualRenewal:
				settings.subscriptionRequiresManualRenewal,
			shopperTickedSave: !! props.shouldSavePayment,
		} ) === 'always';

	const totalMinor = props.billing.cartTotal.value;
	const extras = useMethodExtras( methodId, totalMinor );
	const element = usePaymentElement( {
		methodId,
		settings,
		container,
		amounts: {
			totalMinor,
			currency: props.billing.currency.code,
			currencyMinorUnit: props.billing.currency.minorUnit,
			saveForLater,
		},
	} );
	usePaymentSetup( {
		props,
		settings,
		gatewayId,
		element,
		saveForLater,
		extraData: extras.extraData,
	} );
	useOrderCompletion( props );

	if ( element.status === 'failed' ) {
		return (
			<p className="wc-stripe-load-error" role="alert">
				{ failedToLoadMethodMessage( title ) }
			</p>
		);
	}
	return (
		<>
			<div
				className="wc-stripe-payment-element"
				data-testid={ `wc-stripe-payment-element-${ methodId }` }
				ref={ container }
			/>
			{ extras.node }
		</>
	);
}
