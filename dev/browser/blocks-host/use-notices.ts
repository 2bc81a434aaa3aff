/**
 * The checkout's notices, kept as WooCommerce's notices store keeps them: a
 * notice with an id replaces the one with the same id in its context; the
 * flow can ask synchronously whether an error notice is showing.
 */
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import type { Notice } from './components/notices';
import { DEFAULT_CONTEXT } from './notice-contexts';

export interface NewNotice {
	id?: string;
	content: string;
	context: string;
	status?: Notice[ 'status' ];
}

let counter = 0;

export function useNotices() {
	const [ notices, setNotices ] = useState< Notice[] >( [] );
	const current = useRef< Notice[] >( [] );
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
				{ status: 'error', ...notice, id },
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
		() =>
			update(
				current.current.filter( ( item ) => item.status !== 'error' )
			),
		[ update ]
	);
	const hasErrorNotice = useCallback(
		() =>
			current.current.some(
				( item ) =>
					item.status === 'error' && item.context !== DEFAULT_CONTEXT
			),
		[]
	);
	return useMemo(
		() => ( { notices, add, remove, clearErrors, hasErrorNotice } ),
		[ notices, add, remove, clearErrors, hasErrorNotice ]
	);
}
