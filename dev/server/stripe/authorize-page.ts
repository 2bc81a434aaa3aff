/**
 * A stand-in for a bank's or wallet's authorisation page: the shopper lands
 * here from a redirect method and comes back to the shop's return URL with the
 * query parameters Stripe appends.
 *
 * Follows: Stripe's test-mode authorisation page for redirect methods
 * (docs.stripe.com/testing).
 */
import { escapeHtml } from '../http/respond';

export function authorizePage(
	intentId: string,
	clientSecret: string,
	returnUrl: string
): string {
	const field = ( name: string, value: string ) =>
		`<input type="hidden" name="${ name }" value="${ escapeHtml( value ) }">`;
	const form = ( outcome: string, label: string ) => `
		<form method="post" action="/__stripe/authorize/${ escapeHtml( intentId ) }">
			${ field( 'client_secret', clientSecret ) }
			${ field( 'return_url', returnUrl ) }
			${ field( 'outcome', outcome ) }
			<button type="submit">${ label }</button>
		</form>`;
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test payment page</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;text-align:center}
form{display:inline-block;margin:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><main><h1>Test payment page</h1>
<p>This page stands in for the payment provider's authorisation page.</p>
${ form( 'complete', 'Authorize test payment' ) }
${ form( 'fail', 'Fail test payment' ) }
</main></body></html>`;
}

/** Stripe's return: the return URL plus the intent and its status. */
export function returnAddress(
	returnUrl: string,
	intent: {
		id: string;
		client_secret: string;
		object: string;
		status: string;
	}
): string {
	const url = new URL( returnUrl );
	const prefix =
		intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
	url.searchParams.set( prefix, intent.id );
	url.searchParams.set( `${ prefix }_client_secret`, intent.client_secret );
	url.searchParams.set(
		'redirect_status',
		[ 'succeeded', 'processing', 'requires_capture' ].includes(
			intent.status
		)
			? 'succeeded'
			: 'failed'
	);
	return url.href;
}
