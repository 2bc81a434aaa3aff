/**
 * Every request the gateway's PHP made to the Stripe API double, in order:
 * what it asked (method, path, parameters) and what it got (status, the
 * object's id or the error's code). `GET /__dev/requests` lists them, so a
 * test can say "one PaymentIntent per payment"; `DELETE` empties the list.
 *
 * Follows: none: the double's own record, like Stripe's dashboard request
 * log (docs.stripe.com/development/dashboard/request-logs).
 */
export interface LoggedRequest {
	at: string;
	method: string;
	path: string;
	params: Record< string, unknown >;
	status: number;
	/** The answer's object id, or the error's code. */
	result: string;
	/**
	 * The object the answer is about: its id, or for an error the intent it
	 * carries (a declined payment's PaymentIntent), else ''.
	 */
	object: string;
}

export interface RequestLog {
	add: ( entry: Omit< LoggedRequest, 'at' > ) => void;
	list: () => LoggedRequest[];
	clear: () => void;
}

export function createRequestLog( limit = 5000 ): RequestLog {
	const entries: LoggedRequest[] = [];
	return {
		add( entry ) {
			entries.push( { at: new Date().toISOString(), ...entry } );
			if ( entries.length > limit ) {
				entries.shift();
			}
		},
		list: () => [ ...entries ],
		clear() {
			entries.length = 0;
		},
	};
}
