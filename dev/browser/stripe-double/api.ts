/**
 * The double's calls to the shop's emulated Stripe API (same origin).
 * Answers are Stripe objects or `{ error }`; a network failure becomes an
 * api_connection_error, as Stripe.js reports it.
 */
export type StripeAnswer = Record< string, any >;

export async function stripeApi(
	path: string,
	body?: unknown
): Promise< StripeAnswer > {
	try {
		const response = await fetch( `/__stripe/v1${ path }`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		return await response.json();
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
