/**
 * The checkout's notices, kept as WooCommerce's notices store keeps them: a
 * notice with an id replaces the one with the same id in its context; each
 * notices area registers its contexts while it is drawn (WooCommerce's
 * store-notices store), which decides where sub-contexts show and what
 * clearing reaches (notice-rules.ts); the flow can ask synchronously whether
 * an error notice sits where the fail-observer fallback looks.
 */
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import {
	hasErrorInFallbackBuckets,
	withoutAreaErrors,
	type BoardNotice,
} from './notice-rules';

export type Notice = BoardNotice;

export interface NewNotice {
	id?: string;
	content: string;
	context: string;
	status?: Notice[ 'status' ];
	type?: Notice[ 'type' ];
}

let counter = 0;

export function useNotices() {
	const [ notices, setNotices ] = useState< Notice[] >( [] );
	const current = useRef< Notice[] >( [] );
	const [ registered, setRegistered ] = useState< string[] >( [] );
	const areas = useRef< string[] >( [] );
	const update = useCallback( ( next: Notice[] ) => {
		current.current = next;
		setNotices( next );
	}, [] );
	const add = useCallback(
		( notice: NewNotice ) => {
			const id = notice.id || `notice-${ ++counter }`;
			update( [
				...current.current.filter(
					( item ) =>
						! ( item.id === id && item.context === notice.context )
				),
				{ status: 'error', type: 'default', ...notice, id },
			] );
		},
		[ update ]
	);
	const remove = useCallback(
		( id: string, context: string ) =>
			update(
				current.current.filter(
					( item ) => ! ( item.id === id && item.context === context )
				)
			),
		[ update ]
	);
	const clearErrors = useCallback(
		() => update( withoutAreaErrors( current.current, areas.current ) ),
		[ update ]
	);
	const hasErrorNotice = useCallback(
		() => hasErrorInFallbackBuckets( current.current ),
		[]
	);
	// An area registers once per context it shows; the same context may be
	// registered by two areas, and stays registered until both are gone.
	const register = useCallback( ( contexts: string[] ) => {
		areas.current = [ ...areas.current, ...contexts ];
		setRegistered( areas.current );
	}, [] );
	const unregister = useCallback( ( contexts: string[] ) => {
		const left = [ ...areas.current ];
		for ( const context of contexts ) {
			const at = left.indexOf( context );
			if ( at >= 0 ) {
				left.splice( at, 1 );
			}
		}
		areas.current = left;
		setRegistered( left );
	}, [] );
	return useMemo(
		() => ( {
			notices,
			registered,
			add,
			remove,
			clearErrors,
			hasErrorNotice,
			register,
			unregister,
		} ),
		[
			notices,
			registered,
			add,
			remove,
			clearErrors,
			hasErrorNotice,
			register,
			unregister,
		]
	);
}
