/** Element events: on / off / once, as Stripe's elements have them. */
export type Listener = ( event: any ) => void;

export function createEvents() {
	const listeners = new Map< string, Set< Listener > >();
	return {
		on( name: string, listener: Listener ) {
			if ( ! listeners.has( name ) ) {
				listeners.set( name, new Set() );
			}
			listeners.get( name )!.add( listener );
		},
		off( name: string, listener?: Listener ) {
			if ( listener ) {
				listeners.get( name )?.delete( listener );
			} else {
				listeners.delete( name );
			}
		},
		once( name: string, listener: Listener ) {
			const wrapped: Listener = ( event ) => {
				listeners.get( name )?.delete( wrapped );
				listener( event );
			};
			this.on( name, wrapped );
		},
		emit( name: string, event: unknown ) {
			for ( const listener of [ ...( listeners.get( name ) || [] ) ] ) {
				listener( event );
			}
		},
		has( name: string ) {
			return ( listeners.get( name )?.size || 0 ) > 0;
		},
	};
}
