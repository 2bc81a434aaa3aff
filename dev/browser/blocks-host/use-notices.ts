/**
 * The checkout's notices, kept where WooCommerce keeps them: WordPress's
 * notices store (`core/notices`, notices-store.ts), one list per context,
 * where a notice with an id replaces the one with the same id in its
 * context and one without gets an id of its own. Each notices area
 * registers its contexts while it is drawn (WooCommerce's store-notices
 * store), which decides where sub-contexts show and what clearing reaches
 * (notice-rules.ts); the flow asks the store synchronously whether an error
 * notice sits where the fail-observer fallback looks.
 */
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import { dispatch, useSelect } from '@wordpress/data';
import {
	hasErrorInFallbackBuckets,
	withoutAreaErrors,
	type BoardNotice,
} from './notice-rules';
import { getNoticeContexts } from './notice-contexts';
import { NOTICES_STORE, noticesIn } from './notices-store';
import type { StoreNotice } from './notices-store';

export type Notice = BoardNotice;

export interface NewNotice {
	id?: string;
	content: string;
	context: string;
	status?: Notice[ 'status' ];
	type?: Notice[ 'type' ];
}

const notices = () =>
	dispatch( NOTICES_STORE ) as unknown as {
		createNotice: (
			status: string,
			content: string,
			options: { id?: string; context: string; type?: string }
		) => void;
		removeNotice: ( id: string, context: string ) => void;
		removeNotices: ( ids: string[], context: string ) => void;
	};

/** The notices of the given contexts' lists, each with its context. */
function flatten( contexts: string[], lists: StoreNotice[][] ): Notice[] {
	return contexts.flatMap( ( context, index ) =>
		lists[ index ].map( ( notice ) => ( {
			id: notice.id,
			context,
			status: notice.status,
			content: notice.content,
			type: notice.type,
		} ) )
	);
}

/** Every notice of the given contexts, read from the store now. */
const allIn = ( contexts: string[] ) =>
	flatten( contexts, contexts.map( noticesIn ) );

export function useNotices() {
	// The contexts the checkout has filed notices in: WooCommerce's, and
	// any other a method's answer named (ours among them).
	const [ contexts, setContexts ] = useState< string[] >( () =>
		getNoticeContexts()
	);
	const known = useRef( contexts );
	// The store's own lists (the same arrays until they change), then
	// flattened once per change.
	const lists = useSelect(
		( select ) =>
			contexts.map( ( context ) =>
				(
					select( NOTICES_STORE ) as unknown as {
						getNotices: ( name: string ) => StoreNotice[];
					}
				 ).getNotices( context )
			),
		[ contexts ]
	);
	const list = useMemo(
		() => flatten( contexts, lists ),
		[ contexts, lists ]
	);
	const [ registered, setRegistered ] = useState< string[] >( [] );
	const areas = useRef< string[] >( [] );

	const add = useCallback( ( notice: NewNotice ) => {
		if ( ! known.current.includes( notice.context ) ) {
			known.current = [ ...known.current, notice.context ];
			setContexts( known.current );
		}
		notices().createNotice( notice.status || 'error', notice.content, {
			id: notice.id,
			context: notice.context,
			type: notice.type || 'default',
		} );
	}, [] );
	const remove = useCallback(
		( id: string, context: string ) =>
			notices().removeNotice( id, context ),
		[]
	);
	// WooCommerce's `removeNoticesByStatus( 'error' )`: the errors of every
	// context with an area.
	const clearErrors = useCallback( () => {
		const all = allIn( known.current );
		const kept = withoutAreaErrors( all, areas.current );
		for ( const context of known.current ) {
			const gone = all
				.filter(
					( notice ) =>
						notice.context === context && ! kept.includes( notice )
				)
				.map( ( notice ) => notice.id );
			if ( gone.length ) {
				notices().removeNotices( gone, context );
			}
		}
	}, [] );
	const hasErrorNotice = useCallback(
		() => hasErrorInFallbackBuckets( allIn( known.current ) ),
		[]
	);
	// An area registers once per context it shows; the same context may be
	// registered by two areas, and stays registered until both are gone.
	const register = useCallback( ( shown: string[] ) => {
		areas.current = [ ...areas.current, ...shown ];
		setRegistered( areas.current );
	}, [] );
	const unregister = useCallback( ( shown: string[] ) => {
		const left = [ ...areas.current ];
		for ( const context of shown ) {
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
			notices: list,
			registered,
			add,
			remove,
			clearErrors,
			hasErrorNotice,
			register,
			unregister,
		} ),
		[
			list,
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
