/**
 * Place Order (CONTRACTS §1 "Flow"): validation observers, payment setup
 * observers, POST /checkout, then success or fail observers, exactly in
 * WooCommerce's order and with its response handling.
 */
import { storeApi } from './api';
import { isErrorResponse } from './emitters';
import type { ObserverResponse, createEmitters } from './emitters';
import { buildPaymentData } from './payment-data';
import type { Notice } from './components/notices';

export const CONTEXTS = {
	CART: 'wc/cart',
	CHECKOUT: 'wc/checkout',
	PAYMENTS: 'wc/checkout/payments',
	EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
};
export const DEFAULT_FAIL_MESSAGE =
	'Something went wrong. Please contact us to get assistance.';

export type CheckoutStatus =
	| 'idle'
	| 'before_processing'
	| 'processing'
	| 'after_processing'
	| 'complete';
export type PaymentStatus =
	'idle' | 'express_started' | 'processing' | 'ready' | 'has_error';

export interface FlowInput {
	emitters: ReturnType< typeof createEmitters >;
	activePaymentMethod: string;
	paymentMethodId: string;
	savedToken: Record< string, string | boolean > | null;
	shouldSavePayment: boolean;
	body: Record< string, unknown >;
	needsPayment: boolean;
	setCheckoutStatus: ( status: CheckoutStatus ) => void;
	setPaymentStatus: ( status: PaymentStatus ) => void;
	addNotice: ( notice: Omit< Notice, 'id' > ) => void;
}

function noticeFrom(
	input: FlowInput,
	response: ObserverResponse,
	fallbackContext: string
): boolean {
	if ( ! isErrorResponse( response ) ) {
		return false;
	}
	const message = response.message || response.errorMessage;
	if ( message ) {
		input.addNotice( {
			status: 'error',
			content: message,
			context:
				response.messageContext || response.context || fallbackContext,
		} );
		return true;
	}
	return false;
}

export async function placeOrder( input: FlowInput ): Promise< void > {
	const { emitters } = input;
	input.setCheckoutStatus( 'before_processing' );

	const validation = await emitters.emit( 'onCheckoutValidation', undefined );
	const invalid = validation.find(
		( response ) =>
			response !== true &&
			response !== undefined &&
			( isErrorResponse( response ) || response === false )
	);
	if ( invalid !== undefined ) {
		noticeFrom( input, invalid, CONTEXTS.CHECKOUT );
		input.setCheckoutStatus( 'idle' );
		return;
	}

	let paymentMethodData: Record< string, unknown > = input.savedToken || {};
	if ( input.needsPayment ) {
		input.setPaymentStatus( 'processing' );
		const setup = await emitters.emit( 'onPaymentSetup', {} );
		const failed = setup.find( isErrorResponse );
		if ( failed ) {
			noticeFrom( input, failed, CONTEXTS.PAYMENTS );
			input.setPaymentStatus( 'has_error' );
			input.setCheckoutStatus( 'idle' );
			return;
		}
		for ( const response of setup ) {
			if (
				response &&
				typeof response === 'object' &&
				response.meta?.paymentMethodData
			) {
				paymentMethodData = {
					...paymentMethodData,
					...response.meta.paymentMethodData,
				};
			}
		}
		input.setPaymentStatus( 'ready' );
	}

	input.setCheckoutStatus( 'processing' );
	const answer = await storeApi( '/checkout', 'POST', {
		...input.body,
		payment_method: input.paymentMethodId,
		payment_data: input.needsPayment
			? buildPaymentData(
					input.activePaymentMethod,
					paymentMethodData,
					input.shouldSavePayment,
					!! input.savedToken
				)
			: [],
	} );
	input.setCheckoutStatus( 'after_processing' );
	const result = answer.body?.payment_result;
	if ( ! result ) {
		input.addNotice( {
			status: 'error',
			content: answer.body?.message || DEFAULT_FAIL_MESSAGE,
			context: CONTEXTS.CHECKOUT,
		} );
		input.setPaymentStatus( 'idle' );
		input.setCheckoutStatus( 'idle' );
		return;
	}
	const details: Record< string, string > = {};
	for ( const entry of result.payment_details || [] ) {
		details[ entry.key ] = entry.value;
	}
	const arg = {
		redirectUrl: result.redirect_url,
		orderId: answer.body.order_id,
		customerId: answer.body.customer_id,
		orderNotes: answer.body.customer_note,
		processingResponse: {
			paymentStatus: result.payment_status,
			paymentDetails: details,
			redirectUrl: result.redirect_url,
			message: details.errorMessage || answer.body.message || '',
		},
	};
	const succeeded = result.payment_status === 'success';
	const responses = await emitters.emit(
		succeeded ? 'onCheckoutSuccess' : 'onCheckoutFail',
		arg
	);
	const failure = responses.find( isErrorResponse );
	if ( failure ) {
		const shown = noticeFrom( input, failure, CONTEXTS.PAYMENTS );
		if ( ! succeeded && ! shown ) {
			input.addNotice( {
				status: 'error',
				content: arg.processingResponse.message || DEFAULT_FAIL_MESSAGE,
				context: CONTEXTS.CHECKOUT,
			} );
		}
		input.setPaymentStatus( 'idle' );
		input.setCheckoutStatus(
			failure.retry === false ? 'complete' : 'idle'
		);
		return;
	}
	if ( ! succeeded ) {
		input.addNotice( {
			status: 'error',
			content: arg.processingResponse.message || DEFAULT_FAIL_MESSAGE,
			context: CONTEXTS.CHECKOUT,
		} );
		input.setPaymentStatus( 'idle' );
		input.setCheckoutStatus( 'idle' );
		return;
	}
	let redirectUrl = arg.redirectUrl;
	for ( const response of responses ) {
		if (
			response &&
			typeof response === 'object' &&
			response.type === 'success' &&
			response.redirectUrl
		) {
			redirectUrl = response.redirectUrl;
		}
	}
	input.setCheckoutStatus( 'complete' );
	window.location.href = redirectUrl;
}
