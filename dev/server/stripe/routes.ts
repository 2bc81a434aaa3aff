/**
 * The emulated Stripe API the Stripe.js double calls (same origin, JSON):
 * payment methods, confirmation tokens, intents, payment method
 * configurations and the elements sessions made from them, the plans the
 * pay-later messaging element shows, authentication and the redirect
 * authorisation page.
 *
 * Follows: Stripe's API endpoints that Stripe.js calls (api.stripe.com/v1/…).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/body';
import { redirect, sendHtml, sendJson } from '../http/respond';
import { authorizePage, returnAddress } from './authorize-page';
import { elementsSessionTypes } from './method-configurations';
import { messagingPlans } from './messaging-plans';
import type { MessagingRequest } from './messaging-plans';
import type { ElementsSessionParams } from './method-configurations';
import type { StripeAccount, StripeError, StripeResult } from './types';

function answer< T >( res: ServerResponse, result: StripeResult< T > ): void {
	if ( result.ok ) {
		sendJson( res, 200, result.value );
		return;
	}
	sendJson( res, result.error.type === 'card_error' ? 402 : 400, {
		error: result.error,
	} );
}

const badSecret: StripeError = {
	type: 'invalid_request_error',
	code: 'payment_intent_invalid_parameter',
	message: 'The client_secret provided does not match any associated intent.',
};

function originOf( req: IncomingMessage ): string {
	return `http://${ req.headers.host || '127.0.0.1' }`;
}

/**
 * @param account        The account both Stripe doubles share.
 * @param req            The request.
 * @param res            Its answer.
 * @param url            Its address.
 * @param returnOrigins  Where a redirect's authorisation page may send the
 *                       shopper back to: the shop's own origin here; the
 *                       store's when the double runs beside a real store on
 *                       an origin of its own (rest-api/).
 * @param accountCountry The account's country: its domestic-only
 *                       capabilities (the pay-later plans) follow it.
 * @return Whether the request was Stripe's.
 */
export async function handleStripeRequest(
	account: StripeAccount,
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	returnOrigins: string[] = [ originOf( req ) ],
	accountCountry: () => string = () => 'US'
): Promise< boolean > {
	if ( ! url.pathname.startsWith( '/__stripe/' ) ) {
		return false;
	}
	const path = url.pathname.slice( '/__stripe'.length );
	const body = req.method === 'POST' ? await readBody( req ) : {};
	const secretMatches = ( id: string, secret: unknown ) =>
		account.getIntent( id )?.client_secret === secret;

	let match: RegExpExecArray | null;
	if ( req.method === 'POST' && path === '/v1/payment_methods' ) {
		answer( res, account.createPaymentMethod( body ) );
	} else if ( req.method === 'POST' && path === '/v1/confirmation_tokens' ) {
		answer( res, account.createConfirmationToken( body ) );
	} else if ( req.method === 'POST' && path === '/v1/elements/sessions' ) {
		// A Payment Element made with a payment method configuration.
		const params = body as ElementsSessionParams;
		// Without one named, the account's configuration applies (an
		// account that never made one offers the card).
		const named = String( params.payment_method_configuration || '' );
		const types =
			named || account.defaultConfiguration()
				? elementsSessionTypes(
						named
							? account.getConfiguration( named )
							: account.defaultConfiguration(),
						params
					)
				: ( { ok: true, value: [ 'card' ] } as const );
		answer(
			res,
			types.ok
				? {
						ok: true,
						value: {
							object: 'elements_session',
							payment_method_types: types.value,
						},
					}
				: types
		);
	} else if (
		req.method === 'POST' &&
		path === '/v1/payment_method_messaging/plans'
	) {
		// What the pay-later messaging element draws (the double's own
		// route for what Stripe.js fetches before it draws).
		sendJson( res, 200, {
			object: 'payment_method_messaging',
			plans: messagingPlans(
				body as unknown as MessagingRequest,
				accountCountry()
			),
		} );
	} else if (
		( match = /^\/v1\/payment_method_configurations\/([\w]+)$/.exec(
			path
		) ) &&
		req.method === 'GET'
	) {
		const configuration = account.getConfiguration( match[ 1 ] );
		answer(
			res,
			configuration
				? { ok: true, value: configuration }
				: {
						ok: false,
						error: {
							type: 'invalid_request_error',
							code: 'resource_missing',
							message: `No such payment_method_configuration: '${ match[ 1 ] }'`,
						},
					}
		);
	} else if (
		( match = /^\/v1\/(payment_intents|setup_intents)\/([\w]+)$/.exec(
			path
		) ) &&
		req.method === 'GET'
	) {
		const secret = url.searchParams.get( 'client_secret' );
		answer(
			res,
			secretMatches( match[ 2 ], secret )
				? { ok: true, value: account.getIntent( match[ 2 ] ) }
				: { ok: false, error: badSecret }
		);
	} else if (
		( match =
			/^\/v1\/(payment_intents|setup_intents)\/([\w]+)\/confirm$/.exec(
				path
			) ) &&
		req.method === 'POST'
	) {
		const id = match[ 2 ];
		if ( ! secretMatches( id, body.client_secret ) ) {
			answer( res, { ok: false, error: badSecret } );
		} else {
			const params = {
				...( body as Record< string, never > ),
				origin: originOf( req ),
			};
			if ( match[ 1 ] === 'payment_intents' ) {
				answer( res, account.confirmPaymentIntent( id, params ) );
			} else {
				answer( res, account.confirmSetupIntent( id, params ) );
			}
		}
	} else if (
		( match = /^\/v1\/intents\/([\w]+)\/voucher_shown$/.exec( path ) ) &&
		req.method === 'POST'
	) {
		// The double showed the voucher: a test voucher may expire now.
		if ( secretMatches( match[ 1 ], body.client_secret ) ) {
			account.voucherShown( match[ 1 ] );
		}
		sendJson( res, 200, { shown: true } );
	} else if (
		( match = /^\/v1\/intents\/([\w]+)\/authenticate$/.exec( path ) ) &&
		req.method === 'POST'
	) {
		answer(
			res,
			secretMatches( match[ 1 ], body.client_secret )
				? account.authenticate(
						match[ 1 ],
						body.outcome === 'complete' ? 'complete' : 'fail'
					)
				: { ok: false, error: badSecret }
		);
	} else if ( ( match = /^\/authorize\/([\w]+)$/.exec( path ) ) ) {
		const id = match[ 1 ];
		const secret =
			req.method === 'GET'
				? url.searchParams.get( 'client_secret' )
				: body.client_secret;
		const returnUrl = String(
			( req.method === 'GET'
				? url.searchParams.get( 'return_url' )
				: body.return_url ) || ''
		);
		if (
			! secretMatches( id, secret ) ||
			! returnOrigins.some( ( origin ) =>
				returnUrl.startsWith( `${ origin }/` )
			)
		) {
			sendHtml( res, 400, '<p>Invalid payment authorisation link.</p>' );
		} else if ( req.method === 'GET' ) {
			sendHtml(
				res,
				200,
				authorizePage( id, String( secret ), returnUrl )
			);
		} else {
			account.authenticate(
				id,
				body.outcome === 'complete' ? 'complete' : 'fail'
			);
			const intent = account.getIntent( id )!;
			redirect( res, returnAddress( returnUrl, intent ) );
		}
	} else if ( path === '/v1/__state' ) {
		sendJson( res, 200, { intents: account.listIntents() } );
	} else {
		sendJson( res, 404, {
			error: {
				type: 'invalid_request_error',
				message: `Unrecognized request URL (${ req.method }: ${ path })`,
			},
		} );
	}
	return true;
}
