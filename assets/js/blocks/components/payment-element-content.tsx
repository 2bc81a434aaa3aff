/**
 * A method's box in the block checkout: Stripe's Payment Element for that
 * method, rendered through `@stripe/react-stripe-js` inside `<Elements>`,
 * wired to payment setup and order completion. The options come from the
 * core's builders (the classic pages use the same ones without React);
 * when the cart changes, new options reach Elements, which updates the
 * element in place, so what the shopper typed stays. If Stripe.js or the
 * element fails to load, the box says so and the other methods stay usable.
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { Elements } from '@stripe/react-stripe-js';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { savePaymentMethodUsage } from '../../core/payment-rules/save-payment-method';
import { failedToLoadMethodMessage } from '../../core/messages/generic';
import type { GatewaySettings } from '../../core/settings/types';
import { pageFontSources } from '../../core/appearance/trusted-fonts';
import {
	buildElementsOptions,
	buildPaymentElementOptions,
} from '../../core/payment-element/elements-options';
import {
	intentElementsOptions,
	withIntentData,
	type IntentFirst,
} from '../../core/payment-element/intent-first';
import { useLoadedStripe } from '../hooks/use-loaded-stripe';
import {
	usePaymentSetup,
	type PaymentCreator,
} from '../hooks/use-payment-setup';
import { useOrderCompletion } from '../hooks/use-order-completion';
import { useMethodExtras } from '../hooks/use-method-extras';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentMethodProps } from '../types';
import { MethodElement } from './method-element';

export interface PaymentElementContentProps extends Partial< PaymentMethodProps > {
	methodId: PaymentMethodId;
	gatewayId: string;
	title: string;
	/** The intent a method without deferred intents was drawn from. */
	intent?: IntentFirst;
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
	intent,
	...rest
}: PaymentElementContentProps & { settings: GatewaySettings } ) {
	// The host clones this element with the checkout props.
	const props = rest as PaymentMethodProps;
	const loaded = useLoadedStripe();
	const [ loadFailed, setLoadFailed ] = useState( false );
	const [ creator, setCreator ] = useState< PaymentCreator | null >( null );
	// A failed attempt's message, shown beside the fields.
	const [ fieldMessage, setFieldMessage ] = useState( '' );
	const { setMethodLoadError } = useDispatch( stripeStore );
	const saveForLater =
		savePaymentMethodUsage( {
			cartContainsSubscription: settings.cartContainsSubscription,
			subscriptionRequiresManualRenewal:
				settings.subscriptionRequiresManualRenewal,
			shopperTickedSave: !! props.shouldSavePayment,
		} ) === 'always';

	const totalMinor = props.billing.cartTotal.value;
	const currency = props.billing.currency.code;
	const currencyMinorUnit = props.billing.currency.minorUnit;
	const appearance = loaded.status === 'ready' ? loaded.appearance : null;
	// Fonts are fixed when Elements is created (Stripe cannot update them).
	const fonts = useMemo( pageFontSources, [] );
	const withLink = !! settings.methods.link;
	const elementsOptions = useMemo(
		() =>
			intent
				? intentElementsOptions(
						intent.clientSecret,
						appearance,
						fonts
					)
				: buildElementsOptions( {
						methodId,
						withLink,
						isChangingPayment: settings.isChangingPayment,
						totalMinor,
						currency,
						currencyMinorUnit,
						saveForLater,
						appearance,
						fonts,
					} ),
		[
			intent,
			methodId,
			withLink,
			settings.isChangingPayment,
			totalMinor,
			currency,
			currencyMinorUnit,
			saveForLater,
			appearance,
			fonts,
		]
	);
	const elementOptions = useMemo(
		() =>
			buildPaymentElementOptions(
				settings.enabledBillingFields,
				settings.elementLayout
			),
		[ settings.enabledBillingFields, settings.elementLayout ]
	);
	const extras = useMethodExtras( methodId, totalMinor );
	const failed = loaded.status === 'failed' || loadFailed;
	usePaymentSetup( {
		props,
		settings,
		gatewayId,
		payment: failed ? null : creator,
		saveForLater,
		extraData: withIntentData( extras.extraData, intent ),
		showAtFields: setFieldMessage,
	} );
	useOrderCompletion( props, setFieldMessage );
	const clearFieldMessage = useCallback( () => setFieldMessage( '' ), [] );
	const onLoadError = useCallback( () => {
		setMethodLoadError( methodId, true );
		setLoadFailed( true );
	}, [ methodId, setMethodLoadError ] );

	if ( failed ) {
		return (
			<>
				<p className="wc-stripe-load-error" role="alert">
					{ failedToLoadMethodMessage( title ) }
				</p>
				<FieldMessage message={ fieldMessage } />
			</>
		);
	}
	return (
		<>
			{ loaded.status === 'ready' ? (
				<Elements
					stripe={ loaded.stripe }
					options={
						elementsOptions as Parameters<
							typeof Elements
						>[ 0 ][ 'options' ]
					}
				>
					<MethodElement
						methodId={ methodId }
						options={ elementOptions }
						onCreator={ setCreator }
						onLoadError={ onLoadError }
						onEdit={ clearFieldMessage }
					/>
				</Elements>
			) : (
				<div className="wc-stripe-payment-element" />
			) }
			{ extras.node }
			<FieldMessage message={ fieldMessage } />
		</>
	);
}

/**
 * Why the last attempt failed, beside the method's fields. It takes the
 * focus when it appears, so a screen reader user hears it where they
 * correct the card, instead of at the top of the page.
 */
function FieldMessage( { message }: { message: string } ) {
	const box = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( message ) {
			box.current?.focus();
		}
	}, [ message ] );
	return message ? (
		<div
			ref={ box }
			className="wc-stripe-method-message wc-block-components-validation-error"
			role="alert"
			tabIndex={ -1 }
		>
			{ message }
		</div>
	) : null;
}
