/**
 * What the payment setup answers do, as WooCommerce reads them:
 * - the last success wins; with no error or failure, its
 *   `meta.paymentMethodData` replaces the payment data (nothing is merged)
 *   and payment is ready;
 * - a failure keeps its own payment data and shows its `message` (in
 *   `messageContext`, default the payments area): payment has an error;
 * - an error shows its `message` the same way and hands over its
 *   `validationErrors`: payment has an error;
 * - no answer at all: ready, the payment data left as it was (a chosen saved
 *   token stays).
 * The addresses come from the last answer's meta (`billingData` and
 * `shippingData.address` are the deprecated spellings) and are stored into
 * the cart when they are whole addresses.
 */
import { ADDRESS_FIELDS } from './address';
import type { Address } from './address';
import { isError, isFailure, isSuccess } from './emitters';
import type { ObserverAnswer } from './emitters';
import { deprecated } from './registry/deprecated';
import { NOTICE_CONTEXTS } from './notice-contexts';

export interface SetupOutcome {
	status: 'ready' | 'has_error';
	/** Undefined: keep the payment data the checkout already has. */
	paymentMethodData?: Record< string, unknown >;
	billingAddress?: Address;
	shippingAddress?: Address;
	notice?: { content: string; context: string };
	validationErrors?: Record< string, unknown >;
}

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

function isAddress( value: unknown ): value is Address {
	return (
		isObject( value ) &&
		[
			'country',
			'state',
			...ADDRESS_FIELDS.map( ( field ) => field.key ),
		].every( ( key ) => key in value )
	);
}

function noticeOf( answer: ObserverAnswer ): SetupOutcome[ 'notice' ] {
	if ( typeof answer.message !== 'string' || ! answer.message ) {
		return undefined;
	}
	return {
		content: answer.message,
		context:
			typeof answer.messageContext === 'string' && answer.messageContext
				? answer.messageContext
				: NOTICE_CONTEXTS.PAYMENTS,
	};
}

function addressesOf( answers: ObserverAnswer[] ) {
	let billing: unknown;
	let shipping: unknown;
	for ( const answer of answers ) {
		const meta = answer.meta || {};
		billing = meta.billingAddress;
		shipping = meta.shippingAddress;
		if ( meta.billingData ) {
			billing = meta.billingData;
			deprecated(
				'Returning billingData from a payment setup observer',
				'billingAddress'
			);
		}
		const shippingData = meta.shippingData;
		if ( isObject( shippingData ) && shippingData.address ) {
			shipping = shippingData.address;
			deprecated(
				'Returning shippingData from a payment setup observer',
				'shippingAddress'
			);
		}
	}
	return {
		billingAddress: isAddress( billing ) ? billing : undefined,
		shippingAddress: isAddress( shipping ) ? shipping : undefined,
	};
}

export function paymentSetupOutcome( answers: ObserverAnswer[] ): SetupOutcome {
	const success = answers.filter( isSuccess ).pop();
	const problem = answers
		.filter( ( answer ) => isError( answer ) || isFailure( answer ) )
		.pop();
	const { billingAddress, shippingAddress } = addressesOf( answers );
	const dataOf = ( answer: ObserverAnswer ) => {
		const data = answer.meta?.paymentMethodData;
		return isObject( data ) ? data : {};
	};
	if ( success && ! problem ) {
		return {
			status: 'ready',
			paymentMethodData: dataOf( success ),
			billingAddress,
			shippingAddress,
		};
	}
	if ( problem && isFailure( problem ) ) {
		return {
			status: 'has_error',
			paymentMethodData: dataOf( problem ),
			billingAddress,
			notice: noticeOf( problem ),
		};
	}
	if ( problem ) {
		return {
			status: 'has_error',
			notice: noticeOf( problem ),
			validationErrors: isObject( problem.validationErrors )
				? problem.validationErrors
				: undefined,
		};
	}
	return { status: 'ready' };
}
