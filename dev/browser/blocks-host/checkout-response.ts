/**
 * Reading the Store API's checkout answer as WooCommerce does.
 * - The payment result: status, redirect URL and details (entity-decoded)
 *   from `payment_result`; the message only from the top-level `message`
 *   (an error answer), or a generic one for an error status without one.
 * - The notices an error answer makes by itself, before any observer runs:
 *   one per invalid field for `rest_invalid_param`, otherwise one for the
 *   code, in the context the code belongs to (the cart area by default).
 */
import { decodeEntities } from './decode-entities';
import { DEFAULT_ERROR_MESSAGE, NOTICE_CONTEXTS } from './notice-contexts';

export interface PaymentResult {
	paymentStatus: string;
	paymentDetails: Record< string, string >;
	redirectUrl: string;
	message: string;
}

export interface AnswerNotice {
	id: string;
	content: string;
	context: string;
}

type Body = Record< string, any >;

const isObject = ( value: unknown ): value is Body =>
	!! value && typeof value === 'object';

export function paymentResultFrom( body: unknown ): PaymentResult {
	const result: PaymentResult = {
		message: '',
		paymentStatus: 'not set',
		redirectUrl: '',
		paymentDetails: {},
	};
	if ( ! isObject( body ) ) {
		return result;
	}
	if ( 'payment_result' in body && isObject( body.payment_result ) ) {
		const payment = body.payment_result;
		result.paymentStatus = payment.payment_status;
		result.redirectUrl = payment.redirect_url;
		if ( Array.isArray( payment.payment_details ) ) {
			for ( const { key, value } of payment.payment_details ) {
				result.paymentDetails[ key ] = decodeEntities( value );
			}
		}
	}
	if ( 'message' in body ) {
		result.message = decodeEntities( body.message );
	}
	if (
		! result.message &&
		isObject( body.data ) &&
		Number( body.data.status ) > 299
	) {
		result.message = DEFAULT_ERROR_MESSAGE;
	}
	return result;
}

function contextForCode( code: string ): string {
	return code === 'woocommerce_rest_missing_email_address' ||
		code === 'woocommerce_rest_invalid_email_address'
		? NOTICE_CONTEXTS.CONTACT_INFORMATION
		: NOTICE_CONTEXTS.CART;
}

function contextForParam( param: string, code: string ): string | undefined {
	if ( param === 'invalid_email' ) {
		return NOTICE_CONTEXTS.CONTACT_INFORMATION;
	}
	if ( param === 'billing_address' ) {
		return code === 'invalid_email'
			? NOTICE_CONTEXTS.CONTACT_INFORMATION
			: NOTICE_CONTEXTS.BILLING_ADDRESS;
	}
	return param === 'shipping_address'
		? NOTICE_CONTEXTS.SHIPPING_ADDRESS
		: undefined;
}

export function errorAnswerNotices( body: unknown ): AnswerNotice[] {
	if (
		! isObject( body ) ||
		typeof body.code !== 'string' ||
		typeof body.message !== 'string'
	) {
		return [];
	}
	if ( body.code === 'rest_invalid_param' ) {
		const details = isObject( body.data?.details ) ? body.data.details : {};
		return Object.entries( details ).map( ( [ param, detail ] ) => {
			const code = String( ( detail as Body )?.code );
			return {
				id: `${ param }_${ code }`,
				content: decodeEntities( ( detail as Body )?.message ),
				context:
					contextForParam( param, code ) || contextForCode( code ),
			};
		} );
	}
	const content =
		body.code === 'invalid_json'
			? DEFAULT_ERROR_MESSAGE
			: decodeEntities( body.message ) || DEFAULT_ERROR_MESSAGE;
	return [
		{
			id: body.code,
			content,
			context:
				typeof body.data?.context === 'string'
					? body.data.context
					: contextForCode( body.code ),
		},
	];
}
