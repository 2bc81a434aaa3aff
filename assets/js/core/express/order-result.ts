/**
 * The Store API's answer to an express order → where to go next, or the one
 * message the shopper sees: the messages of the invalid parameters, one per
 * line; else the answer's message; else the gateway's payment error; else
 * 'There was a problem processing the order.' Messages are plain text.
 */
import { orderProblemMessage } from '../messages/express';
import { mapRelayedMessage } from '../messages/map-provider-error';
import { isRecord } from '../settings/fields';
import type { CheckoutResponse } from '../api/store-api';
import type { ApiResult } from '../transport/types';

export type OrderOutcome =
	| { ok: true; redirect: string }
	| {
			ok: false;
			message: string;
			/** The shop's answer never came: the order may exist. */
			unanswered?: boolean;
	  };

export type CheckoutAnswer = ApiResult< CheckoutResponse > & {
	code?: string;
	data?: unknown;
	unanswered?: boolean;
};

/**
 * Gateway messages may carry markup; the shopper sees their text, and
 * Stripe's own words (which the gateway may relay) in the catalogue's.
 */
function plainText( message: string ): string {
	if ( ! message.includes( '<' ) ) {
		return mapRelayedMessage( message );
	}
	// A template's content is inert: nothing in it loads or runs.
	const template = document.createElement( 'template' );
	template.innerHTML = message;
	return mapRelayedMessage( ( template.content.textContent || '' ).trim() );
}

function invalidParameters( body: unknown ): string {
	const data = isRecord( body ) ? body.data : null;
	const params =
		isRecord( data ) && isRecord( data.params ) ? data.params : {};
	return isRecord( body ) && body.code === 'rest_invalid_param'
		? Object.values( params )
				.filter( ( text ) => typeof text === 'string' )
				.join( '\n' )
		: '';
}

export function orderOutcome( answer: CheckoutAnswer ): OrderOutcome {
	if ( ! answer.ok ) {
		return {
			ok: false,
			message:
				invalidParameters( answer.data ) ||
				plainText( answer.message ) ||
				orderProblemMessage(),
			...( answer.unanswered ? { unanswered: true } : {} ),
		};
	}
	const result = answer.data?.payment_result;
	const detail = ( key: string ) =>
		result?.payment_details?.find( ( entry ) => entry.key === key )
			?.value || '';
	if ( result?.payment_status === 'success' ) {
		return {
			ok: true,
			redirect: result.redirect_url || detail( 'redirect' ),
		};
	}
	return {
		ok: false,
		message: plainText( detail( 'errorMessage' ) ) || orderProblemMessage(),
	};
}
