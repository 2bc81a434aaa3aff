/**
 * A Stripe error (from Stripe.js or relayed by the server) → the one text the
 * shopper sees. Input is untrusted: anything that is not an
 * error-shaped object still yields the generic text. The result is plain text;
 * callers render it as text, never as HTML. An error that arrives as
 * Stripe's words alone (no type, no code) is read for the error they stand
 * for (stripe-wording.ts), so it is told in the same words as everywhere.
 */
import { ownValue } from '../lookup/own-value';
import { paymentFailedMessage } from './generic';
import {
	CARD_CODE_MESSAGES,
	UNABLE_TO_PROCESS_TYPES,
	invalidEmailMessage,
	unableToProcessMessage,
} from './provider-messages';
import {
	REQUIRED_PARAMETER_CODES,
	requiredFieldMessage,
} from './required-field';
import { errorOfStripeWording } from './stripe-wording';
import { inCatalogueWords } from './printed-text';

export interface ProviderError {
	type?: string;
	code?: string;
	decline_code?: string;
	message?: string;
	param?: string;
}

export interface MapOptions {
	/** Page options: a configured text for an error code wins. */
	configured?: Record< string, string >;
}

function asProviderError( error: unknown ): ProviderError {
	if ( ! error || typeof error !== 'object' ) {
		return {};
	}
	const source = error as Record< string, unknown >;
	const text = ( key: string ) =>
		typeof source[ key ] === 'string'
			? ( source[ key ] as string )
			: undefined;
	const parsed = {
		type: text( 'type' ),
		code: text( 'code' ),
		decline_code: text( 'decline_code' ),
		message: text( 'message' ),
		param: text( 'param' ),
	};
	const worded =
		! parsed.type && ! parsed.code && parsed.message
			? errorOfStripeWording( parsed.message )
			: null;
	return worded ? { ...parsed, ...worded } : parsed;
}

/**
 * The page's text for the code: the gateway prints its own for each code,
 * in its English source where it has no language pack for the store's
 * language, and that English is our catalogue's message too, so it is told
 * in the catalogue's words (printed-text.ts).
 */
function configuredText(
	code: string | undefined,
	configured: Record< string, string > | undefined
): string | null {
	const text = ownValue( configured, code );
	return typeof text === 'string' && text !== ''
		? inCatalogueWords( text )
		: null;
}

export function mapProviderError(
	error: unknown,
	options: MapOptions = {}
): string {
	const { type, code, message, param } = asProviderError( error );
	const configured = configuredText( code, options.configured );
	if ( configured ) {
		return configured;
	}
	if ( code && param && REQUIRED_PARAMETER_CODES.includes( code ) ) {
		const required = requiredFieldMessage( param );
		if ( required ) {
			return required;
		}
	}
	if ( type === 'email_invalid' || code === 'email_invalid' ) {
		return invalidEmailMessage();
	}
	if ( type === 'validation_error' ) {
		// The Payment Element already shows it beside the field.
		return '';
	}
	const cardMessage =
		type === 'card_error'
			? ownValue( CARD_CODE_MESSAGES, code )
			: undefined;
	if ( cardMessage ) {
		return cardMessage();
	}
	if ( type && UNABLE_TO_PROCESS_TYPES.includes( type ) ) {
		return unableToProcessMessage();
	}
	return message || paymentFailedMessage();
}

/**
 * A message the shop or the gateway sent as text: Stripe's own words become
 * the catalogue's, anything else is kept ('' stays '').
 */
export function mapRelayedMessage(
	message: string,
	options: MapOptions = {}
): string {
	return message ? mapProviderError( { message }, options ) : '';
}
