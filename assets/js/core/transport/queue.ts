/**
 * Cart requests run one at a time, in the order they were asked for: two
 * quick cart clicks must not race each other on the server's cart.
 */
export interface RequestQueue {
	enqueue: < T >( task: () => Promise< T > ) => Promise< T >;
}

export function createRequestQueue(): RequestQueue {
	let tail: Promise< unknown > = Promise.resolve();
	return {
		enqueue< T >( task: () => Promise< T > ): Promise< T > {
			const run = tail.then( task, task );
			// A failed task must not stop the ones queued after it.
			tail = run.catch( () => undefined );
			return run;
		},
	};
}
