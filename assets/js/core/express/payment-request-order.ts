/**
 * The express order from the shopper's own cart in the gateway's legacy
 * Payment Request configuration (8.8.0 with its Express Checkout Element
 * off, its default), where the Store API express path is not served: the
 * gateway's wc-ajax `create_order` (WC_Stripe_Payment_Request::
 * ajax_create_order()), which runs WooCommerce's classic checkout
 * (WC_Checkout::process_checkout(), the checkout nonce as `_wpnonce`) on
 * the fields its legacy script posts (assets/js/stripe-payment-request.js,
 * getOrderData()): the sheet's addresses as `billing_*` and `shipping_*`
 * (it normalises their states itself), the chosen rate in
 * `shipping_method[]`, `payment_method` 'stripe' with the payment method in
 * `wc-stripe-payment-method` (and `stripe_source`), `payment_request_type`,
 * `wc-stripe-is-deferred-intent`, `terms` and `ship_to_different_address`.
 * The order attribution goes in WooCommerce's own fields
 * (`wc_order_attribution_*`, read from `$_POST` on
 * `woocommerce_checkout_order_created`), the note as `order_comments`.
 *
 * The answer is the classic checkout's: `{ result: 'success', redirect }`,
 * or `{ result: 'failure', messages }` with its notices' markup, told as
 * plain text, one line per notice. No readable answer: the order may exist.
 */
import { mapRelayedMessage } from '../messages/map-provider-error';
import { orderProblemMessage } from '../messages/express';
import { isRecord } from '../settings/fields';
import { gatewayAction, wcAjaxUrl } from '../transport/urls';
import type { FormValue, Transport } from '../transport/types';
import type { ExpressOrderPayload } from './order-payload';
import type { OrderOutcome } from './order-result';

const ATTRIBUTION_PREFIX = 'wc_order_attribution_';

const prefixed = ( prefix: string, fields: Record< string, unknown > ) =>
	Object.fromEntries(
		Object.entries( fields ).map( ( [ name, value ] ) => [
			prefix + name,
			value as FormValue,
		] )
	);

/**
 * The fields `create_order` reads, from the express order. `pageFields` are
 * what the classic checkout's form holds (its required fields): each fills
 * a field the sheet left empty, as the legacy script fills them.
 */
export function paymentRequestOrderForm(
	payload: ExpressOrderPayload,
	nonce: string,
	pageFields: Record< string, FormValue > = {}
): Record< string, FormValue > {
	const { method, ...shipping } = payload.shipping_address;
	const payment = Object.fromEntries(
		payload.payment_data.map( ( { key, value } ) => [ key, value ] )
	);
	const attribution = payload.extensions[ 'woocommerce/order-attribution' ];
	const form: Record< string, FormValue > = {
		_wpnonce: nonce,
		...prefixed( 'billing_', payload.billing_address ),
		...prefixed( 'shipping_', shipping ),
		shipping_method: ( Array.isArray( method ) ? method : [] ).filter(
			( rate ): rate is string => typeof rate === 'string' && !! rate
		),
		order_comments: payload.customer_note,
		ship_to_different_address: 1,
		terms: 1,
		...payment,
		// Its legacy (pre-UPE) card checkout's name for the same method.
		stripe_source: payment[ 'wc-stripe-payment-method' ],
		...( isRecord( attribution )
			? prefixed( ATTRIBUTION_PREFIX, attribution )
			: {} ),
	};
	for ( const [ name, value ] of Object.entries( pageFields ) ) {
		if ( ! form[ name ] ) {
			form[ name ] = value;
		}
	}
	return form;
}

/** The classic checkout's notices (markup) as text, one line each. */
function noticesText( html: string ): string {
	// A template's content is inert: nothing in it loads or runs.
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const items = template.content.querySelectorAll( 'li' );
	const texts = items.length
		? Array.from( items, ( item ) => item.textContent || '' )
		: [ template.content.textContent || '' ];
	return texts
		.map( ( text ) => mapRelayedMessage( text.trim() ) )
		.filter( Boolean )
		.join( '\n' );
}

export interface PaymentRequestOrderDeps {
	transport: Transport;
	/** The gateway's wc-ajax URL template (`ajax_url`). */
	ajaxUrl: string;
	/** WooCommerce's checkout nonce (`nonce.checkout`). */
	nonce: string;
	/** The classic checkout form's fields, where the page has one. */
	pageFields?: () => Record< string, FormValue >;
}

export async function placePaymentRequestOrder(
	payload: ExpressOrderPayload,
	deps: PaymentRequestOrderDeps
): Promise< OrderOutcome > {
	const result = await deps.transport.request< string >( {
		url: wcAjaxUrl( deps.ajaxUrl, gatewayAction( 'create_order' ) ),
		method: 'POST',
		form: paymentRequestOrderForm(
			payload,
			deps.nonce,
			deps.pageFields?.()
		),
		parse: 'text',
	} );
	// A JSON error answer is read as the shop's answer too.
	let text: string | undefined;
	if ( result.ok ) {
		text = result.data;
	} else if ( result.error.kind === 'http' && result.error.data ) {
		text = JSON.stringify( result.error.data );
	}
	return outcomeOf( text );
}

/**
 * WooCommerce's checkout answer (`wp_send_json()`: `{"result":…}`) inside
 * the text, a PHP notice printed around it allowed. The same reading as
 * ../transport/checkout-json.ts, written apart: this code loads once the
 * shopper pays, and sharing that module would take it out of the classic
 * checkout script's inlined code, over that page's budget.
 */
function checkoutAnswer(
	text = ''
): { result?: string; redirect?: string; messages?: string } | null {
	const mark = '{"result"';
	for (
		let start = text.indexOf( mark );
		start >= 0;
		start = text.indexOf( mark, start + 1 )
	) {
		for (
			let end = text.lastIndexOf( '}' );
			end > start;
			end = text.lastIndexOf( '}', end - 1 )
		) {
			try {
				return JSON.parse( text.slice( start, end + 1 ) );
			} catch {}
		}
	}
	return null;
}

/**
 * The checkout's answer, read however it came: a PHP notice printed around
 * its JSON must not hide an order that went through.
 */
function outcomeOf( text: string | undefined ): OrderOutcome {
	const answer = checkoutAnswer( text );
	if ( answer?.result === 'success' && answer.redirect ) {
		return { ok: true, redirect: answer.redirect };
	}
	if ( answer?.result === 'failure' ) {
		return {
			ok: false,
			message:
				noticesText( answer.messages || '' ) || orderProblemMessage(),
		};
	}
	// `wp_send_json_error()` before any order: the cart was empty.
	const refusal = parsedJson( text );
	if ( isRecord( refusal ) && refusal.success === false ) {
		return {
			ok: false,
			message:
				( typeof refusal.data === 'string' &&
					mapRelayedMessage( refusal.data ) ) ||
				orderProblemMessage(),
		};
	}
	// No answer to read (the connection dropped, a page that is not the
	// checkout's): the order may have been placed, and paid.
	return { ok: false, message: orderProblemMessage(), unanswered: true };
}

function parsedJson( text: string | undefined ): unknown {
	try {
		return text ? JSON.parse( text ) : null;
	} catch {
		return null;
	}
}
