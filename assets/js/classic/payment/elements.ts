/**
 * Each Stripe method's Payment Element on a classic page: created once, the
 * first time its box is on the page, and kept. When the order review
 * replaces the payment area, the same element moves into the new box, so
 * what the shopper typed stays and a submit never meets a half-made
 * element; the amount follows the cart through `update()`. A method whose
 * element cannot load (or a page without Stripe.js) says so in its box, and
 * the others stay usable. Under Optimized Checkout the card's box holds the
 * one element that offers every method; the method open in it is posted
 * and its mandate shown.
 */
import { billingFromParams, knownBillingFields } from './billing';
import type { Stripe } from '@stripe/stripe-js';
import { failedToLoadMethodMessage } from '../../core/messages/generic';
import { createPaymentElement } from '../../core/payment-element/payment-element';
import { type PaymentElementHandle } from '../../core/payment-element';
import type { Appearance } from '../../core/appearance/types';
import { pageFontSources } from '../../core/appearance/trusted-fonts';
import { gatewayIdFor } from '../../core/payment-methods/gateway-ids';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { ownValue } from '../../core/lookup/own-value';
import { currentAmounts } from './amounts';
import type { PaymentPage } from './page';
import { needsIntentFirst } from '../../core/payment-element/intent-first';
import type { IntentFirst } from '../../core/payment-element/intent-first';
import { intentFirstLoader } from './intent-first';
import { showMandate } from './mandate-notice';
import { optimizedCheckoutElement } from '../../core/payment-element/optimized-checkout';
import { OPTIMIZED_CHECKOUT_METHOD } from '../../core/payment-methods/listed-methods';
import { mirrorOpenType } from './selected-type';

const CONTAINERS = '.wc-stripe-upe-element[data-payment-method-type]';

export interface PaymentElements {
	/** Stripe.js is known (loaded or failed): the elements can be made. */
	ready: Promise< void >;
	/** Draws every method's element in its box on the page (once ready). */
	mountAll: () => void;
	handleFor: ( methodId: PaymentMethodId ) => PaymentElementHandle | null;
	/**
	 * Follows the cart (its total in Stripe's units, when a new one is
	 * known) and the save box on every element.
	 */
	update: ( amount?: number | null ) => void;
}

/** The method's load failure, in its own payment box, once. */
export function showLoadFailure(
	page: PaymentPage,
	methodId: PaymentMethodId
): void {
	const gatewayId = gatewayIdFor( methodId );
	const box = page.form.querySelector(
		`.payment_box.payment_method_${ gatewayId }`
	);
	if ( ! box || box.querySelector( '.wc-stripe-load-error' ) ) {
		return;
	}
	const title =
		ownValue( page.settings.methods, methodId )?.title || methodId;
	const notice = document.createElement( 'div' );
	notice.className = 'woocommerce-error wc-stripe-load-error';
	notice.setAttribute( 'role', 'alert' );
	notice.textContent = failedToLoadMethodMessage( title );
	box.prepend( notice );
}

export function createPaymentElements(
	page: PaymentPage,
	loading: Promise< [ Stripe | null, Appearance | null ] >
): PaymentElements {
	let stripe: Stripe | null = null;
	let appearance: Appearance | null = null;
	let loaded = false;
	/** The cart's total in Stripe's units: the printed one, then the read. */
	let cartAmount = page.settings.cartTotal;
	const handles = new Map< PaymentMethodId, PaymentElementHandle >();
	const failed = new Set< PaymentMethodId >();
	const { settings } = page;
	// What the page already knows, the element does not ask again: the
	// checkout form's fields, or on pay for order the order's billing data.
	// Adding a method or changing one shows no billing form: the element
	// asks for what the method needs.
	const knownFields: Partial< Record< typeof page.kind, () => string[] > > = {
		checkout: () => settings.enabledBillingFields,
		'order-pay': () =>
			knownBillingFields(
				billingFromParams( settings.customerBillingCountry )
			),
	};
	const enabledBillingFields = knownFields[ page.kind ]?.() || [];

	const intentFirst = intentFirstLoader( page );
	// Optimized Checkout: the one element's configuration, and the type
	// the shopper has open in it.
	const optimized = optimizedCheckoutElement( settings );
	let openType: PaymentMethodId = OPTIMIZED_CHECKOUT_METHOD;
	const followOpenType = ( type: string ) => {
		openType = type as PaymentMethodId;
		const container = page.form.querySelector< HTMLElement >(
			`.wc-stripe-upe-element[data-payment-method-type="${ OPTIMIZED_CHECKOUT_METHOD }"]`
		);
		if ( container ) {
			mirrorOpenType( page.form, openType );
			showMandate( container, openType );
		}
	};

	function handleOf(
		methodId: PaymentMethodId,
		intent?: IntentFirst
	): PaymentElementHandle | null {
		if ( ! stripe || failed.has( methodId ) ) {
			return null;
		}
		const known = handles.get( methodId );
		if ( known ) {
			return known;
		}
		const handle = createPaymentElement( stripe, {
			...currentAmounts(
				settings,
				page.form,
				gatewayIdFor( methodId ),
				cartAmount
			),
			methodId,
			withLink: !! ownValue( settings.methods, 'link' ),
			intent,
			isChangingPayment: page.kind === 'change-payment',
			appearance,
			fonts: pageFontSources(),
			layout: settings.elementLayout,
			enabledBillingFields,
			optimizedCheckout:
				methodId === OPTIMIZED_CHECKOUT_METHOD ? optimized : undefined,
			onTypeChange: optimized ? followOpenType : undefined,
			onLoadError: () => {
				failed.add( methodId );
				showLoadFailure( page, methodId );
			},
		} );
		handles.set( methodId, handle );
		return handle;
	}

	function mountAll(): void {
		if ( ! loaded ) {
			return;
		}
		page.form
			.querySelectorAll< HTMLElement >( CONTAINERS )
			.forEach( ( container ) => {
				const methodId = container.dataset
					.paymentMethodType as PaymentMethodId;
				// BLIK takes a code in its own field, not an element.
				if (
					methodId === 'blik' ||
					! ownValue( settings.methods, methodId )
				) {
					return;
				}
				const oneElement =
					optimized && methodId === OPTIMIZED_CHECKOUT_METHOD;
				if ( oneElement ) {
					mirrorOpenType( page.form, openType );
				}
				showMandate( container, oneElement ? openType : methodId );
				if (
					needsIntentFirst(
						ownValue( settings.methods, methodId )
					) &&
					! handles.has( methodId )
				) {
					mountWithIntent( methodId );
					return;
				}
				const handle = handleOf( methodId );
				if ( handle ) {
					handle.mount( container );
				} else {
					showLoadFailure( page, methodId );
				}
			} );
	}

	/** The element once its intent exists, in the box on the page then. */
	function mountWithIntent( methodId: PaymentMethodId ): void {
		intentFirst( methodId ).then( ( intent ) => {
			const handle = intent && handleOf( methodId, intent );
			const box = page.form.querySelector< HTMLElement >(
				`.wc-stripe-upe-element[data-payment-method-type="${ methodId }"]`
			);
			if ( ! handle ) {
				failed.add( methodId );
				showLoadFailure( page, methodId );
			} else if ( box ) {
				handle.mount( box );
			}
		} );
	}

	const ready = loading.then(
		( [ loadedStripe, loadedAppearance ] ) => {
			stripe = loadedStripe;
			appearance = loadedAppearance;
			loaded = true;
			mountAll();
		},
		() => {
			loaded = true;
			mountAll();
		}
	);

	return {
		ready,
		mountAll,
		handleFor: ( methodId ) =>
			failed.has( methodId ) ? null : handles.get( methodId ) || null,
		update( amount?: number | null ) {
			if ( typeof amount === 'number' ) {
				cartAmount = amount;
			}
			handles.forEach( ( handle, methodId ) =>
				handle.update(
					currentAmounts(
						settings,
						page.form,
						gatewayIdFor( methodId ),
						cartAmount
					)
				)
			);
		},
	};
}
