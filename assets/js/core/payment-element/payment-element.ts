/**
 * One method's Payment Element, from creation to removal, without a
 * framework, for the classic pages (the block checkout renders the same
 * options through react-stripe-js's `<Elements>` and `<PaymentElement>`). The element is created once; the cart's changes reach it through
 * `update()` and a re-rendered page through `mount()`, so what the shopper
 * typed stays. A load failure is reported once, so the method can say so
 * instead of spinning forever.
 */
import type {
	Layout,
	Stripe,
	StripeElements,
	StripePaymentElement,
} from '@stripe/stripe-js';
import type { BillingDetails } from '../stripe/types';
import type { PaymentMethodResult } from './create-payment-method';
import {
	buildElementsOptions,
	buildPaymentElementOptions,
	elementsUpdateFor,
	type ElementAmounts,
	type ElementsOptionsInput,
} from './elements-options';
import { intentElementsOptions } from './intent-first';
import type { IntentFirst } from './intent-first';

export interface PaymentElementInput extends ElementsOptionsInput {
	layout: Layout;
	enabledBillingFields: string[];
	/** The method's intent, made first (intent-first.ts). */
	intent?: IntentFirst;
	/** Called once if Stripe cannot draw the element. */
	onLoadError?: () => void;
	/**
	 * Called with the type open in the element at each of its changes (an
	 * Optimized Checkout element offers several).
	 */
	onTypeChange?: ( type: string ) => void;
}

export interface PaymentElementHandle {
	readonly stripe: Stripe;
	readonly elements: StripeElements;
	readonly element: StripePaymentElement;
	/** The intent the element was drawn from, for a method that needs it. */
	readonly intent: IntentFirst | null;
	/** Draws the element in a container, moving it from the previous one. */
	mount: ( container: HTMLElement ) => void;
	/** Follows the cart: amount, currency, mode, saving for later. */
	update: ( amounts: ElementAmounts ) => void;
	hasLoadError: () => boolean;
	/** Validates the element and creates the payment method. */
	createPaymentMethod: (
		billingDetails: BillingDetails,
		configuredMessages?: Record< string, string >
	) => Promise< PaymentMethodResult >;
	destroy: () => void;
}

export function createPaymentElement(
	stripe: Stripe,
	input: PaymentElementInput
): PaymentElementHandle {
	const elements = input.intent
		? stripe.elements(
				intentElementsOptions(
					input.intent.clientSecret,
					input.appearance,
					input.fonts
				)
			)
		: stripe.elements( buildElementsOptions( input ) );
	const element = elements.create(
		'payment',
		buildPaymentElementOptions(
			input.enabledBillingFields,
			input.layout,
			!! input.optimizedCheckout
		)
	);
	if ( input.onTypeChange ) {
		const report = input.onTypeChange;
		element.on( 'change', ( event ) => {
			if ( event.value?.type ) {
				report( event.value.type );
			}
		} );
	}
	let loadError = false;
	let mountedIn: HTMLElement | null = null;
	element.on( 'loaderror', () => {
		if ( ! loadError ) {
			loadError = true;
			input.onLoadError?.();
		}
	} );
	return {
		stripe,
		elements,
		element,
		intent: input.intent ?? null,
		mount( container ) {
			if ( mountedIn === container ) {
				return;
			}
			if ( mountedIn ) {
				element.unmount();
			}
			element.mount( container );
			mountedIn = container;
		},
		update( amounts ) {
			// An intent's own amount is the gateway's to change.
			if ( input.intent ) {
				return;
			}
			elements.update( elementsUpdateFor( { ...input, ...amounts } ) );
		},
		hasLoadError: () => loadError,
		async createPaymentMethod( billingDetails, configuredMessages ) {
			// Validation and creation (with every Stripe error's message)
			// load when the shopper places the order.
			const { createPaymentMethodFromElements } =
				await import( './create-payment-method' );
			return createPaymentMethodFromElements( {
				stripe,
				elements,
				billingDetails,
				configuredMessages,
			} );
		},
		destroy() {
			element.destroy();
			mountedIn = null;
		},
	};
}
