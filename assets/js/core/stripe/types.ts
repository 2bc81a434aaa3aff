import type { Stripe } from '@stripe/stripe-js';
import type { GatewayApi } from '../api/gateway-api';

/**
 * The parts of Stripe's objects the flows pass around, kept narrow so the
 * flows are easy to test with plain objects.
 */
export interface BillingDetails {
	name?: string;
	email?: string;
	phone?: string;
	address?: {
		city?: string;
		country?: string;
		line1?: string;
		line2?: string;
		postal_code?: string;
		state?: string;
	};
}

/**
 * Where a payment ends: a page to go to, or a message for the shopper.
 * `unconfirmed`: the payment may have gone through without the page
 * learning it (the status call lost its answer, or the paid order's
 * redirect cannot be followed), so paying again could charge twice.
 */
export type CompletionResult =
	| { ok: true; redirectUrl: string }
	| { ok: false; message: string; unconfirmed?: true };

/** The gateway calls the confirmation flows make (one typed client). */
export type OrderStatusApi = Pick<
	GatewayApi,
	'updateOrderStatus' | 'confirmChangePayment' | 'updateFailedOrder'
>;

/**
 * What every confirmation flow needs: Stripe.js, the gateway, this page's
 * origin (return URLs must stay on it) and the page's context.
 */
export interface CompletionDeps {
	stripe: Stripe;
	api: OrderStatusApi;
	origin: string;
	isChangingPayment: boolean;
	isOrderPay: boolean;
	pageOrderId: number | null;
	orderReceivedUrl: string;
	/** Page options that replace the message for an error code. */
	configuredMessages?: Record< string, string >;
}
