/**
 * A method's box in the block checkout: the Payment Element for that method,
 * wired to payment setup and order completion. If Stripe.js or the element
 * fails to load, the box says so and the other methods stay usable.
 */
import { useEffect, useRef } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import type { GatewaySettings } from '../../core/settings/types';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { savePaymentMethodUsage } from '../../core/payment-rules';
import { failedToLoadMethodMessage } from '../../core/messages';
import { usePaymentElement } from '../hooks/use-payment-element';
import { usePaymentSetup } from '../hooks/use-payment-setup';
import { useOrderCompletion } from '../hooks/use-order-completion';
import { useMethodExtras } from '../hooks/use-method-extras';
import { appearanceFromPage } from '../appearance';
import { store as stripeStore } from '../../stores/stripe';
import type { PaymentMethodProps } from '../types';

export interface PaymentElementContentProps extends Partial< PaymentMethodProps > {
	methodId: PaymentMethodId;
	gatewayId: string;
	title: string;
	settings: GatewaySettings;
}

export function PaymentElementContent( {
	methodId,
	gatewayId,
	title,
	settings,
	...rest
}: PaymentElementContentProps ) {
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
	// The store's saved look wins; otherwise the page's, saved once.
	const appearance = settings.blocksAppearance || appearanceFromPage();
	const { saveAppearance } = useDispatch( stripeStore );
	useEffect( () => {
		if ( ! settings.blocksAppearance ) {
			saveAppearance( appearance, { isBlockCheckout: true } );
		}
	}, [ settings.blocksAppearance, appearance, saveAppearance ] );

	const extras = useMethodExtras( methodId, totalMinor );
	const element = usePaymentElement( {
		methodId,
		settings,
		container,
		options: {
			totalMinor,
			currency: props.billing.currency.code,
			currencyMinorUnit: props.billing.currency.minorUnit,
			saveForLater,
			isChangingPayment: settings.isChangingPayment,
			appearance,
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
	useOrderCompletion( props, settings );

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
