/**
 * The double's calls to the emulated Stripe API, on the origin the double
 * was loaded from: the development shop's own, or the Stripe double's
 * beside the real store (dev/server/stripe/rest-api/), as Stripe.js calls
 * api.stripe.com from js.stripe.com's script.
 * Answers are Stripe objects or `{ error }`; a network failure or an
 * answer that is not JSON becomes an api_connection_error, and a failed
 * call without Stripe's error body an api_error, as Stripe.js reports them.
 */
export type StripeAnswer = Record< string, any >;

/** Read while the script runs: `currentScript` is null afterwards. */
const API_ORIGIN = ( () => {
	const script = document.currentScript as HTMLScriptElement | null;
	try {
		return script?.src ? new URL( script.src ).origin : '';
	} catch {
		return '';
	}
} )();

export async function stripeApi(
	path: string,
	body?: unknown
): Promise< StripeAnswer > {
	try {
		const response = await fetch( `${ API_ORIGIN }/__stripe/v1${ path }`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		const answer = await response.json();
		// Stripe.js reports a failed API call as an error, never as the
		// object asked for.
		return response.ok || answer?.error
			? answer
			: {
					error: {
						type: 'api_error',
						message:
							'An error occurred with our connection to Stripe.',
					},
				};
	} catch {
		return {
			error: {
				type: 'api_connection_error',
				message: 'An error occurred with our connection to Stripe.',
			},
		};
	}
}

export function intentPath( clientSecret: string ): {
	id: string;
	path: string;
	kind: 'payment_intent' | 'setup_intent';
} {
	const id = clientSecret.split( '_secret_' )[ 0 ];
	const kind = id.startsWith( 'seti_' ) ? 'setup_intent' : 'payment_intent';
	return { id, kind, path: `/${ kind }s/${ id }` };
}
