/**
 * Where a Stripe payment starts on each classic page. On the checkout, each
 * Stripe gateway answers WooCommerce's `checkout_place_order_<gateway>`: a
 * new payment method is made first (the submit stops, and goes again once
 * the method is in the form); a saved one, or a form still missing required
 * fields (the shop says which), goes straight on. On the pay-for-order,
 * change-payment and add-method forms, which post natively, the submit is
 * held the same way. The work itself loads when the shopper places the
 * order.
 */
import { answer } from '../../core/dom/jquery-asks';
import { block } from '../../core/dom/block-ui';
import {
	gatewayIdFor,
	methodIdForGateway,
} from '../../core/payment-methods/gateway-ids';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { ownValue } from '../../core/lookup/own-value';
import type { CheckoutFormApi } from '../checkout-form/form-page';
import { isShown } from '../../core/dom/form-dom';
import type { PaymentElements } from './elements';
import type { PaymentPage } from './page';

export interface PayRequest {
	page: PaymentPage;
	methodId: PaymentMethodId;
	gatewayId: string;
	elements: PaymentElements;
	api: CheckoutFormApi | null;
	/** Sends the form again, past this hook. */
	resubmit: () => void;
}

export interface SubmitHooks {
	/** Stops a new payment from starting (one is under way). */
	busy: () => boolean;
	begin: () => void;
	pay: ( request: PayRequest ) => void;
}

function chosenGateway( form: HTMLFormElement ): string {
	return (
		form.querySelector< HTMLInputElement >(
			'input[name="payment_method"]:checked'
		)?.value ?? ''
	);
}

function usesSavedMethod( form: HTMLFormElement, gatewayId: string ): boolean {
	const fresh = form.querySelector< HTMLInputElement >(
		`#wc-${ gatewayId }-payment-token-new`
	);
	return !! fresh && ! fresh.checked;
}

function missesRequiredField( form: HTMLFormElement ): boolean {
	return Array.from(
		form.querySelectorAll< HTMLElement >( '.validate-required' )
	).some( ( row ) => {
		if ( ! isShown( row ) ) {
			return false;
		}
		const field = row.querySelector< HTMLInputElement >(
			'input.input-text, select, input[type="checkbox"]'
		);
		if ( ! field || ! isShown( field ) ) {
			return false;
		}
		return field.type === 'checkbox' ? ! field.checked : field.value === '';
	} );
}

export function startSubmitHooks(
	page: PaymentPage,
	elements: PaymentElements,
	api: CheckoutFormApi | null,
	hooks: SubmitHooks
): void {
	const { form, settings } = page;
	let passing = false;

	/** True when this submit goes on untouched. */
	function startPayment( gatewayId: string, resubmit: () => void ): boolean {
		if ( passing ) {
			passing = false;
			return true;
		}
		const methodId = methodIdForGateway( gatewayId, settings.methods );
		if (
			! methodId ||
			! ownValue( settings.methods, methodId ) ||
			usesSavedMethod( form, gatewayId ) ||
			( page.kind === 'checkout' && missesRequiredField( form ) )
		) {
			return true;
		}
		if ( hooks.busy() || form.classList.contains( 'processing' ) ) {
			return false;
		}
		hooks.begin();
		form.classList.add( 'processing' );
		block( form );
		hooks.pay( {
			page,
			methodId,
			gatewayId,
			elements,
			api,
			resubmit: () => {
				// A native post leaves the page; the checkout's own submit
				// comes back through this hook and must pass it once.
				passing = page.kind === 'checkout';
				resubmit();
			},
		} );
		return false;
	}

	if ( page.kind === 'checkout' ) {
		for ( const methodId of Object.keys( settings.methods ) ) {
			const gatewayId = gatewayIdFor( methodId as PaymentMethodId );
			answer( form, `checkout_place_order_${ gatewayId }`, () =>
				startPayment( gatewayId, () => form.requestSubmit() )
			);
		}
		return;
	}
	form.addEventListener( 'submit', ( event ) => {
		const gatewayId = chosenGateway( form );
		const express = form.querySelector< HTMLInputElement >(
			'input[name="express_checkout_type"]'
		);
		// The native post goes ahead: the form stays blocked meanwhile.
		if (
			! gatewayId.startsWith( 'stripe' ) ||
			// The wallet buttons fill the form and submit it themselves.
			!! express?.value ||
			startPayment( gatewayId, () => form.submit() )
		) {
			form.classList.add( 'processing' );
			block( form );
			return;
		}
		event.preventDefault();
	} );
}
