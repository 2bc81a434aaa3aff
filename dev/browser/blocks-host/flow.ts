/**
 * Place Order, in WooCommerce's order: validation observers, the host's own
 * field checks, payment setup observers, POST /checkout, then the success or
 * fail observers, chosen by the HTTP status of the answer (a 202 "pending" is
 * a success). The rules for each step's answers live in their own modules.
 */
import type { Address } from './address';
import { postCheckout } from './api';
import type { CheckoutAnswer } from './api';
import { afterFailObservers, afterSuccessObservers } from './after-processing';
import type { AfterOutcome } from './after-processing';
import { checkoutRequestBody } from './checkout-request';
import type { CheckoutRequestInput } from './checkout-request';
import { errorAnswerNotices, paymentResultFrom } from './checkout-response';
import { isSuccess } from './emitters';
import type { createEmitters } from './emitters';
import { NOTICE_CONTEXTS } from './notice-contexts';
import { paymentSetupOutcome } from './payment-setup';

export type CheckoutStatus =
	| 'idle'
	| 'before_processing'
	| 'processing'
	| 'after_processing'
	| 'complete';
export type PaymentStatus =
	'idle' | 'express_started' | 'processing' | 'ready' | 'has_error';

export interface FlowNotice {
	id?: string;
	content: string;
	context: string;
}

export interface FlowInput {
	emitters: ReturnType< typeof createEmitters >;
	request: Omit< CheckoutRequestInput, 'paymentMethodData' >;
	paymentMethodData: Record< string, unknown >;
	customerId: number;
	orderId: () => number;
	orderNotes: string;
	/** The checkout's own required-field checks; empty when all is well. */
	fieldErrors: () => Record< string, string >;
	setFieldErrors: ( errors: Record< string, string > ) => void;
	setCheckoutStatus: ( status: CheckoutStatus ) => void;
	setPaymentStatus: ( status: PaymentStatus ) => void;
	setPaymentMethodData: ( data: Record< string, unknown > ) => void;
	setBillingAddress: ( address: Address ) => void;
	setShippingAddress: ( address: Address ) => void;
	setCart: ( cart: unknown ) => void;
	addNotice: ( notice: FlowNotice ) => void;
	clearErrorNotices: () => void;
	hasErrorNotice: () => boolean;
	navigate: ( url: string ) => void;
	post?: ( body: unknown ) => Promise< CheckoutAnswer >;
}

const PLACING_FAILED = {
	guest: 'Something went wrong when placing the order. Check your email for order updates before retrying.',
	customer:
		"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
};

async function validate( input: FlowInput ): Promise< boolean > {
	const answers = await input.emitters.emit( 'onCheckoutValidation' );
	if ( answers.length && ! answers.every( isSuccess ) ) {
		for ( const answer of answers ) {
			// Validation answers carry `errorMessage` and `context`.
			if (
				typeof answer.errorMessage === 'string' &&
				answer.errorMessage
			) {
				input.addNotice( {
					content: answer.errorMessage,
					context:
						typeof answer.context === 'string'
							? answer.context
							: NOTICE_CONTEXTS.CHECKOUT,
				} );
			}
		}
		return false;
	}
	const errors = input.fieldErrors();
	input.setFieldErrors( errors );
	return Object.keys( errors ).length === 0;
}

async function setUpPayment(
	input: FlowInput
): Promise< Record< string, unknown > | null > {
	input.setPaymentStatus( 'processing' );
	const outcome = paymentSetupOutcome(
		await input.emitters.emitWithAbort( 'onPaymentSetup', {} )
	);
	if ( outcome.billingAddress ) {
		input.setBillingAddress( outcome.billingAddress );
	}
	if ( outcome.shippingAddress ) {
		input.setShippingAddress( outcome.shippingAddress );
	}
	const data = outcome.paymentMethodData ?? input.paymentMethodData;
	if ( outcome.paymentMethodData ) {
		input.setPaymentMethodData( outcome.paymentMethodData );
	}
	if ( outcome.notice ) {
		input.addNotice( { id: 'wc-payment-error', ...outcome.notice } );
	}
	input.setPaymentStatus( outcome.status );
	return outcome.status === 'ready' ? data : null;
}

function finish( input: FlowInput, outcome: AfterOutcome, redirect: string ) {
	outcome.notices.forEach( input.addNotice );
	if ( outcome.next === 'complete' ) {
		input.setCheckoutStatus( 'complete' );
		const url = outcome.redirectUrl ?? redirect;
		// An empty redirect URL completes the checkout without leaving.
		if ( url ) {
			input.navigate( url );
		}
		return;
	}
	input.setPaymentStatus( 'idle' );
	input.setCheckoutStatus( 'idle' );
}

export async function placeOrder( input: FlowInput ): Promise< void > {
	const { emitters } = input;
	input.clearErrorNotices();
	input.setCheckoutStatus( 'before_processing' );
	if ( ! ( await validate( input ) ) ) {
		input.setCheckoutStatus( 'idle' );
		return;
	}
	input.setCheckoutStatus( 'processing' );
	const paymentMethodData = await setUpPayment( input );
	if ( ! paymentMethodData ) {
		input.setCheckoutStatus( 'idle' );
		return;
	}
	const answer = await ( input.post || postCheckout )(
		checkoutRequestBody( { ...input.request, paymentMethodData } )
	);
	if ( answer.kind !== 'json' ) {
		// No answer, or a success status with a body that is not JSON:
		// WooCommerce says placing the order may have failed. An error
		// status with a body that is not JSON shows nothing.
		if ( answer.kind === 'no-answer' || answer.ok ) {
			input.addNotice( {
				id: 'unknown_error',
				content:
					input.customerId > 0
						? PLACING_FAILED.customer
						: PLACING_FAILED.guest,
				context: NOTICE_CONTEXTS.CART,
			} );
		}
		input.setPaymentStatus( 'idle' );
		input.setCheckoutStatus( 'idle' );
		return;
	}
	const body = answer.body as Record< string, any > | null;
	if ( ! answer.ok ) {
		if ( body?.data?.cart ) {
			input.setCart( body.data.cart );
		}
		errorAnswerNotices( body ).forEach( input.addNotice );
	}
	const processingResponse = paymentResultFrom( body );
	const redirectUrl = processingResponse.redirectUrl || '';
	input.setCheckoutStatus( 'after_processing' );
	const arg = {
		redirectUrl,
		orderId: input.orderId() || body?.order_id || 0,
		customerId: input.customerId,
		orderNotes: input.orderNotes,
		processingResponse,
	};
	if ( answer.ok ) {
		const outcome = afterSuccessObservers(
			await emitters.emitWithAbort( 'onCheckoutSuccess', arg )
		);
		if ( outcome.next !== 'fail-observers' ) {
			finish( input, outcome, redirectUrl );
			return;
		}
		// A success observer's error marks the checkout as failed, and
		// that runs the fail observers too.
		outcome.notices.forEach( input.addNotice );
	}
	const failed = await emitters.emitWithAbort( 'onCheckoutFail', arg );
	finish(
		input,
		afterFailObservers(
			failed,
			input.hasErrorNotice(),
			processingResponse.message
		),
		redirectUrl
	);
}
