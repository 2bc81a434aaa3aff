/**
 * A Stripe payment on a classic page, once the shopper placed the order
 * (loaded then). The element is checked and the payment method made (BLIK
 * from its code), then put in the form's hidden `wc-stripe-payment-method`
 * input and the form sent again: the checkout posts it to the shop, the
 * other forms post natively. Adding a method to the account first sets it
 * up through the gateway. Returns from 3D Secure, bank apps, vouchers and
 * wallets are finished here too. Errors show where the page shows them and
 * leave the form usable.
 */
import { block } from '../../core/dom/block-ui';
import { clearReturnHash } from '../../core/hashes/clear-return-hash';
import {
	invalidPaymentDetailsMessage,
	paymentFailedMessage,
} from '../../core/messages/generic';
import { createGatewayApi } from '../../core/api/gateway-api';
import {
	mapProviderError,
	mapRelayedMessage,
} from '../../core/messages/map-provider-error';
import { blikCodeInvalidMessage } from '../../core/messages/payment-methods';
import { validateBlikCode } from '../../core/payment-rules/blik';
import { createTransport } from '../../core/transport/transport';
import type { PaymentFlow } from '../../stores/payment-flow/types';
import type { CheckoutFormApi } from '../checkout-form/form-page';
import { setShown } from '../../core/dom/form-dom';
import { billingFromCheckout, billingFromParams } from './billing';
import { releaseForm, showPaymentError } from './form-errors';
import type { PaymentPage } from './page';
import { finishSetupIntent } from './setup-intent';
import type { PayRequest } from './submit-hooks';

type Created =
	| { ok: true; id: string; intentId?: string }
	| { ok: false; message: string };

/** The page flow's part in a payment (stores/payment-flow, or a fake). */
export type PayFlow = Pick<
	PaymentFlow,
	'getStripe' | 'methodInForm' | 'leaving' | 'fail' | 'complete'
>;

function setHidden( form: HTMLFormElement, name: string, value: string ) {
	let input = form.querySelector< HTMLInputElement >(
		`input[type="hidden"][name="${ name }"]:not(.wc-payment-form *)`
	);
	if ( ! input ) {
		input = document.createElement( 'input' );
		input.type = 'hidden';
		input.name = name;
		input.id = name;
		form.append( input );
	}
	input.value = value;
}

async function createMethod(
	request: PayRequest,
	flow: PayFlow
): Promise< Created > {
	const { page, methodId, elements } = request;
	const configured = page.settings.errorMessages;
	const billing =
		page.kind === 'checkout'
			? billingFromCheckout( page.form )
			: billingFromParams( page.settings.customerBillingCountry );
	if ( methodId === 'blik' ) {
		const code = validateBlikCode(
			page.form.querySelector< HTMLInputElement >(
				'#wc-stripe-blik-code'
			)?.value ?? ''
		);
		if ( code.state !== 'valid' ) {
			// An empty code is as unusable as a wrong one.
			return { ok: false, message: blikCodeInvalidMessage() };
		}
		const stripe = await flow.getStripe();
		if ( ! stripe ) {
			return { ok: false, message: invalidPaymentDetailsMessage() };
		}
		const created = await stripe.createPaymentMethod( {
			type: 'blik',
			billing_details: billing,
		} as unknown as Parameters< typeof stripe.createPaymentMethod >[ 0 ] );
		return created.error
			? {
					ok: false,
					message:
						mapProviderError( created.error, { configured } ) ||
						paymentFailedMessage(),
				}
			: { ok: true, id: created.paymentMethod.id };
	}
	await elements.ready;
	const handle = elements.handleFor( methodId );
	if ( ! handle || handle.hasLoadError() ) {
		return { ok: false, message: invalidPaymentDetailsMessage() };
	}
	const created = await handle.createPaymentMethod( billing, configured );
	return created.ok
		? { ok: true, id: created.paymentMethodId, intentId: handle.intent?.id }
		: created;
}

/** Adding a method: set it up with the gateway before the form posts. */
async function setUp(
	request: PayRequest,
	paymentMethodId: string,
	flow: PayFlow
): Promise< { ok: true } | { ok: false; message: string } | null > {
	const { page, methodId } = request;
	const stripe = await flow.getStripe();
	if ( ! stripe ) {
		return { ok: false, message: invalidPaymentDetailsMessage() };
	}
	const api = createGatewayApi( page.settings, createTransport() );
	const updateAll = !! page.form.querySelector< HTMLInputElement >(
		`li.payment_method_${ request.gatewayId } .wc-stripe-update-all-subscriptions-payment-method:checked`
	);
	const answer = await api.createAndConfirmSetupIntent( {
		paymentMethodId,
		paymentMethodType: methodId,
		updateAllSubscriptions: updateAll,
	} );
	if ( ! answer.ok ) {
		// The gateway relays Stripe's own words for a refused card.
		return {
			ok: false,
			message: mapRelayedMessage( answer.message, {
				configured: page.settings.errorMessages,
			} ),
		};
	}
	const outcome = await finishSetupIntent(
		stripe,
		answer.data,
		page.settings.errorMessages,
		( url ) => window.location.assign( url )
	);
	if ( outcome.kind === 'left' ) {
		return null;
	}
	if ( outcome.kind === 'stopped' ) {
		return { ok: false, message: outcome.message };
	}
	setHidden( page.form, 'wc-stripe-setup-intent', outcome.setupIntentId );
	return { ok: true };
}

export async function pay(
	request: PayRequest,
	flow: PayFlow
): Promise< void > {
	const { page, api } = request;
	const fail = ( message: string ) => {
		flow.fail();
		showPaymentError( page.form, api, message );
	};
	try {
		const created = await createMethod( request, flow );
		if ( ! created.ok ) {
			fail( created.message );
			return;
		}
		setHidden( page.form, 'wc-stripe-payment-method', created.id );
		// A method drawn from its intent pays with that intent.
		setHidden( page.form, 'wc_payment_intent_id', created.intentId || '' );
		if ( page.kind === 'add-payment-method' ) {
			const setup = await setUp( request, created.id, flow );
			if ( ! setup ) {
				return;
			}
			if ( ! setup.ok ) {
				fail( setup.message );
				return;
			}
		}
	} catch {
		fail( paymentFailedMessage() );
		return;
	}
	// The method is in the form: the form's own submit goes on from here.
	flow.methodInForm(
		page.kind === 'checkout' ? 'form-submits' : 'order-under-way'
	);
	if ( page.kind === 'checkout' ) {
		releaseForm( page.form );
	}
	request.resubmit();
}

/**
 * Back from 3D Secure, a bank app, a voucher or a wallet: finish it, then go
 * where the gateway says; on failure the order is marked failed (by the
 * confirmation flow) and the shopper can try again.
 */
export async function finishReturn(
	hash: string,
	page: PaymentPage,
	api: CheckoutFormApi | null,
	flow: PayFlow
): Promise< void > {
	clearReturnHash( window.location, window.history );
	const paymentArea = page.form.querySelector< HTMLElement >( '#payment' );
	page.form.classList.add( 'processing' );
	block( page.form );
	if ( page.kind !== 'checkout' && paymentArea ) {
		setShown( paymentArea, false );
	}
	const result = await flow.complete( hash );
	if ( result.ok ) {
		flow.leaving();
		window.location.assign( result.redirectUrl );
		return;
	}
	if ( paymentArea ) {
		setShown( paymentArea, true );
	}
	flow.fail();
	showPaymentError(
		page.form,
		api,
		result.message || page.settings.genericErrorMessage
	);
}
