/**
 * Stripe's webhooks to the store: what the shared account tells later (a
 * payment the shopper finished in the browser, a debit that failed after
 * processing, a voucher awaiting payment) becomes a Stripe Event, signed
 * as Stripe signs it, and POSTed to the gateway's endpoint
 * (`/?wc-api=wc_stripe`) a moment after the change, as Stripe delivers
 * after the request that caused it. Each delivery is kept for
 * `GET /__dev/webhooks`.
 *
 * Follows: Stripe's Event object (docs.stripe.com/api/events/object) and
 * webhook signatures (docs.stripe.com/webhooks#verify-manually: header
 * `Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `{t}.{body}` with the
 * endpoint's secret), which woocommerce-gateway-stripe 8.8.0
 * WC_Stripe_Webhook_Handler::validate_request() checks.
 */
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { stripeId } from '../ids';
import type { StripeEvent } from '../types';
import { attachWhenSaved } from './intent-routes';
import { paymentIntentObject, setupIntentObject } from './stripe-objects';
import type { Books } from './stripe-objects';

export interface Delivery {
	id: string;
	type: string;
	intent: string;
	status: number | string;
}

export function signature( secret: string, body: string, at: number ) {
	const v1 = createHmac( 'sha256', secret )
		.update( `${ at }.${ body }` )
		.digest( 'hex' );
	return `t=${ at },v1=${ v1 }`;
}

export function eventFor( books: Books, event: StripeEvent ) {
	const { intent } = event;
	return {
		id: stripeId( 'evt' ),
		object: 'event',
		api_version: '2024-06-20',
		created: Math.floor( Date.now() / 1000 ),
		data: {
			object:
				intent.object === 'payment_intent'
					? paymentIntentObject( books, intent, [] )
					: setupIntentObject( books, intent, [] ),
		},
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		type: event.type,
	};
}

function post( url: string, body: string, header: string ) {
	return new Promise< number | string >( ( resolve ) => {
		const sent = request(
			url,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/json; charset=utf-8',
					'Stripe-Signature': header,
					'User-Agent':
						'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
				},
				timeout: 30_000,
			},
			( res ) => {
				res.resume();
				res.on( 'end', () => resolve( res.statusCode || 0 ) );
			}
		);
		sent.on( 'error', ( error ) => resolve( error.message ) );
		sent.end( body );
	} );
}

export interface WebhookOptions {
	books: Books;
	/** The gateway's endpoint: `{store}/?wc-api=wc_stripe`. */
	endpoint: string;
	secret: string;
	delayMs: number;
}

export function deliverWebhooks( options: WebhookOptions ) {
	const deliveries: Delivery[] = [];
	options.books.account.onEvent( ( event ) => {
		// Stripe attaches a method saved by an intent finished in the browser.
		attachWhenSaved( options.books, event.intent );
		const payload = eventFor( options.books, event );
		const delivery: Delivery = {
			id: payload.id,
			type: payload.type,
			intent: event.intent.id,
			status: 'pending',
		};
		deliveries.push( delivery );
		setTimeout( async () => {
			const body = JSON.stringify( {
				...payload,
				// What the intent is when the event is sent.
				data: eventFor( options.books, event ).data,
			} );
			delivery.status = await post(
				options.endpoint,
				body,
				signature(
					options.secret,
					body,
					Math.floor( Date.now() / 1000 )
				)
			);
		}, options.delayMs );
	} );
	return { list: () => [ ...deliveries ] };
}
