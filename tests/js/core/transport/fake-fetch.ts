/**
 * A fetch double: answers from a function, records requests, honours abort
 * signals like the real fetch (rejecting with an AbortError).
 */
export interface Recorded {
	url: string;
	init: RequestInit;
}

type Answer =
	| {
			status?: number;
			body?: unknown;
			text?: string;
			headers?: Record< string, string >;
	  }
	| 'hang'
	| 'network-error';

export function fakeFetch(
	answer: ( url: string, init: RequestInit ) => Answer
) {
	const calls: Recorded[] = [];
	const fetch = (
		url: string | URL | Request,
		init: RequestInit = {}
	): Promise< Response > => {
		calls.push( { url: String( url ), init } );
		const result = answer( String( url ), init );
		return new Promise( ( resolve, reject ) => {
			const signal = init.signal;
			const onAbort = () =>
				reject(
					Object.assign( new Error( 'The operation was aborted.' ), {
						name: 'AbortError',
					} )
				);
			if ( signal?.aborted ) {
				onAbort();
				return;
			}
			signal?.addEventListener( 'abort', onAbort );
			if ( result === 'hang' ) {
				return;
			}
			if ( result === 'network-error' ) {
				reject( new TypeError( 'Failed to fetch' ) );
				return;
			}
			const text =
				result.text ??
				( result.body === undefined
					? ''
					: JSON.stringify( result.body ) );
			resolve( {
				ok: ( result.status ?? 200 ) < 400,
				status: result.status ?? 200,
				headers: new Headers( result.headers || {} ),
				text: async () => text,
			} as Response );
		} );
	};
	return { fetch: fetch as typeof window.fetch, calls };
}

export function formOf( call: Recorded ): URLSearchParams {
	return new URLSearchParams( String( call.init.body || '' ) );
}
