/**
 * A method's box in the block checkout: Stripe's Payment Element for that
 * method, through `@stripe/react-stripe-js`. `<Elements>` gets the page's
 * Stripe.js as a promise and resolves it itself; its options come from the
 * core's builders (the classic pages use the same ones without React).
 * When the cart or the appearance changes, new options reach Elements,
 * which updates the element in place, so what the shopper typed stays. The
 * payment itself is made inside, by MethodPayment. A method that needs its
 * intent first (use-intent-first.ts) gets Stripe only once the intent is
 * there, and Elements is then made from the intent's client secret.
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { Elements } from '@stripe/react-stripe-js';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { savePaymentMethodUsage } from '../../core/payment-rules/save-payment-method';
import type { GatewaySettings } from '../../core/settings/types';
import { pageFontSources } from '../../core/appearance/trusted-fonts';
import {
	buildElementsOptions,
	buildPaymentElementOptions,
} from '../../core/payment-element/elements-options';
import { intentElementsOptions } from '../../core/payment-element/intent-first';
import { optimizedCheckoutElement } from '../../core/payment-element/optimized-checkout';
import { useIntentFirst } from '../hooks/use-intent-first';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentMethodProps } from '../types';
import { billingStripeAmount } from '../billing-amount';
import { MethodPayment } from './method-payment';

export interface PaymentElementContentProps extends Partial< PaymentMethodProps > {
	methodId: PaymentMethodId;
	gatewayId: string;
	title: string;
	/** Stripe cannot draw this method before its intent exists. */
	intentFirst?: boolean;
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
	intentFirst = false,
	...rest
}: PaymentElementContentProps & { settings: GatewaySettings } ) {
	// The host clones this element with the checkout props.
	const props = rest as PaymentMethodProps;
	const { getStripe, resolveAppearance } = useDispatch( stripeStore );
	// The page's one Stripe.js, loaded once whoever asks first.
	const [ stripe ] = useState( getStripe );
	const [ stripeMissing, setStripeMissing ] = useState( false );
	useEffect( () => {
		let gone = false;
		stripe.then( ( loaded ) => ! gone && setStripeMissing( ! loaded ) );
		return () => {
			gone = true;
		};
	}, [ stripe ] );
	// The look is read from the theme once per page, after the first draw.
	const appearance = useSelect(
		( select ) => select( stripeStore ).getAppearance(),
		[]
	);
	useEffect( () => {
		resolveAppearance( { isBlockCheckout: true } );
	}, [ resolveAppearance ] );

	const saveForLater =
		savePaymentMethodUsage( {
			cartContainsSubscription: settings.cartContainsSubscription,
			subscriptionRequiresManualRenewal:
				settings.subscriptionRequiresManualRenewal,
			shopperTickedSave: !! props.shouldSavePayment,
		} ) === 'always';
	const amount = billingStripeAmount( props.billing );
	const currency = props.billing.currency.code;
	// Fonts are fixed when Elements is created (Stripe cannot update them).
	const fonts = useMemo( pageFontSources, [] );
	const withLink = !! settings.methods.link;
	// Optimized Checkout: this method's element offers every method.
	const optimizedCheckout = useMemo(
		() => optimizedCheckoutElement( settings ),
		[ settings ]
	);
	const intent = useIntentFirst( settings, methodId, intentFirst );
	const intentSecret =
		intent.status === 'ready' ? intent.intent.clientSecret : null;
	const elementsOptions = useMemo(
		() =>
			intentSecret
				? intentElementsOptions( intentSecret, appearance, fonts )
				: buildElementsOptions( {
						methodId,
						withLink,
						isChangingPayment: settings.isChangingPayment,
						amount,
						currency,
						saveForLater,
						appearance,
						fonts,
						optimizedCheckout,
					} ),
		[
			optimizedCheckout,
			intentSecret,
			withLink,
			methodId,
			settings.isChangingPayment,
			amount,
			currency,
			saveForLater,
			appearance,
			fonts,
		]
	);
	const elementOptions = useMemo(
		() =>
			buildPaymentElementOptions(
				settings.enabledBillingFields,
				settings.elementLayout,
				settings.optimizedCheckout
			),
		[
			settings.enabledBillingFields,
			settings.elementLayout,
			settings.optimizedCheckout,
		]
	);

	return (
		// Until a method's intent is made, Elements has no Stripe: Stripe
		// cannot draw the element without it.
		<Elements
			stripe={ intent.status === 'waiting' ? null : stripe }
			options={ elementsOptions }
		>
			<MethodPayment
				methodId={ methodId }
				gatewayId={ gatewayId }
				title={ title }
				settings={ settings }
				props={ props }
				options={ elementOptions }
				saveForLater={ saveForLater }
				unavailable={ stripeMissing || intent.status === 'failed' }
				intent={ intent.status === 'ready' ? intent.intent : undefined }
			/>
		</Elements>
	);
}
