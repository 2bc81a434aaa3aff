/**
 * The props WooCommerce's block checkout gives a payment method's `content`,
 * `edit` and `savedTokenComponent`, narrowed to what we read.
 */
import type { ComponentType, ReactNode } from 'react';

export interface BlocksAddress {
	first_name: string;
	last_name: string;
	company?: string;
	address_1: string;
	address_2?: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	email?: string;
	phone?: string;
}

export type ObserverResponse =
	| true
	| void
	| {
			type: 'success' | 'failure' | 'error';
			message?: string;
			messageContext?: string;
			redirectUrl?: string;
			retry?: boolean;
			meta?: {
				paymentMethodData?: Record< string, string | boolean >;
				billingAddress?: BlocksAddress;
				shippingAddress?: BlocksAddress;
			};
	  };

type Observer< Arg > = (
	arg: Arg
) => ObserverResponse | Promise< ObserverResponse >;
type Register< Arg > = (
	callback: Observer< Arg >,
	priority?: number
) => () => void;

export interface CheckoutResultArg {
	redirectUrl?: string;
	orderId?: number;
	customerId?: number;
	processingResponse?: {
		paymentStatus?: string;
		paymentDetails?: Record< string, string >;
		redirectUrl?: string;
		message?: string;
	} | null;
}

export interface PaymentMethodProps {
	activePaymentMethod?: string;
	shouldSavePayment?: boolean;
	/** WooCommerce's checkout status (idle, processing, complete…). */
	checkoutStatus?: { isIdle: boolean };
	billing: {
		billingAddress: BlocksAddress;
		billingData?: BlocksAddress;
		cartTotal: { label: string; value: number };
		currency: { code: string; minorUnit: number };
	};
	eventRegistration: {
		onPaymentSetup: Register< Record< string, never > >;
		onCheckoutSuccess: Register< CheckoutResultArg >;
		onCheckoutFail: Register< CheckoutResultArg >;
	};
	emitResponse: {
		responseTypes: { SUCCESS: 'success'; FAIL: 'failure'; ERROR: 'error' };
		noticeContexts: { PAYMENTS: string; CHECKOUT: string };
	};
	components?: {
		PaymentMethodLabel?: ComponentType< {
			text: string;
			icon?: ReactNode;
		} >;
		LoadingMask?: ComponentType< {
			isLoading: boolean;
			children?: ReactNode;
			showSpinner?: boolean;
		} >;
	};
	/** Saved-token component only. */
	token?: string | number;
}

/** A billing address as canMakePayment receives it. */
export interface CanMakePaymentArg {
	billingAddress?: { country?: string };
	billingData?: { country?: string };
}
