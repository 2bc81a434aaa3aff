/**
 * WordPress's notices store (`core/notices`, the `wp-notices` script), which
 * WooCommerce's checkout files every notice in: one list per context; a
 * notice made without an id gets a new one (the context and a counter), so
 * two calls make two notices; a notice with the id of one already in its
 * context takes its place. `getNotices( context )` reads a context
 * ('global' when none is named), as a page's script or a test reads it.
 *
 * The shop registers this stand-in rather than WordPress's script because
 * the notices package (5.x) brings wp-components with it; the store's API is
 * the same (createNotice, createErrorNotice and the other statuses,
 * removeNotice, removeNotices, removeAllNotices; getNotices). It does not
 * speak the notices aloud: the host's areas are live regions.
 *
 * Follows: WordPress packages/notices/src/store (actions, reducer,
 * selectors, constants), package version 5.56.
 */
import {
	createReduxStore,
	register,
	select as selectFrom,
} from '@wordpress/data';

export const NOTICES_STORE = 'core/notices';

const GLOBAL = 'global';

export interface StoreNotice {
	id: string;
	status: 'error' | 'success' | 'info' | 'warning';
	content: string;
	type: 'default' | 'snackbar';
	isDismissible: boolean;
	actions: unknown[];
}

type State = Record< string, StoreNotice[] >;

type Action =
	| { type: 'CREATE_NOTICE'; context: string; notice: StoreNotice }
	| { type: 'REMOVE_NOTICES'; context: string; ids: string[] }
	| { type: 'REMOVE_ALL_NOTICES'; context: string; noticeType: string };

let made = 0;

interface NoticeOptions {
	context?: string;
	id?: string;
	type?: StoreNotice[ 'type' ];
	isDismissible?: boolean;
	actions?: unknown[];
}

function createNotice(
	status: StoreNotice[ 'status' ] = 'info',
	content: unknown = '',
	options: NoticeOptions = {}
): Action {
	const context = options.context || GLOBAL;
	return {
		type: 'CREATE_NOTICE',
		context,
		notice: {
			id: options.id || `${ context }${ ++made }`,
			status,
			content: String( content ),
			type: options.type || 'default',
			isDismissible: options.isDismissible ?? true,
			actions: options.actions || [],
		},
	};
}

const withStatus =
	( status: StoreNotice[ 'status' ] ) =>
	( content: unknown, options?: NoticeOptions ) =>
		createNotice( status, content, options );

function inContext( list: StoreNotice[], action: Action ): StoreNotice[] {
	switch ( action.type ) {
		case 'CREATE_NOTICE':
			return [
				...list.filter( ( notice ) => notice.id !== action.notice.id ),
				action.notice,
			];
		case 'REMOVE_NOTICES':
			return list.filter(
				( notice ) => ! action.ids.includes( notice.id )
			);
		case 'REMOVE_ALL_NOTICES':
			return list.filter(
				( notice ) => notice.type !== action.noticeType
			);
	}
}

const store = createReduxStore( NOTICES_STORE, {
	reducer( state: State = {}, action: Action | { type: string } ) {
		if ( ! ( 'context' in action ) ) {
			return state;
		}
		const typed = action as Action;
		return {
			...state,
			[ typed.context ]: inContext( state[ typed.context ] || [], typed ),
		};
	},
	actions: {
		createNotice,
		createSuccessNotice: withStatus( 'success' ),
		createInfoNotice: withStatus( 'info' ),
		createErrorNotice: withStatus( 'error' ),
		createWarningNotice: withStatus( 'warning' ),
		removeNotice: ( id: string, context = GLOBAL ): Action => ( {
			type: 'REMOVE_NOTICES',
			context,
			ids: [ id ],
		} ),
		removeNotices: ( ids: string[], context = GLOBAL ): Action => ( {
			type: 'REMOVE_NOTICES',
			context,
			ids,
		} ),
		removeAllNotices: (
			noticeType = 'default',
			context = GLOBAL
		): Action => ( { type: 'REMOVE_ALL_NOTICES', context, noticeType } ),
	},
	selectors: {
		getNotices: ( state: State, context = GLOBAL ): StoreNotice[] =>
			state[ context ] || NONE,
	},
} );

const NONE: StoreNotice[] = [];

/** WordPress registers the store once, whichever script loads first. */
if ( ! ( selectFrom as ( name: string ) => unknown )( NOTICES_STORE ) ) {
	register( store );
}

/** A context's notices, read from the store. */
export function noticesIn( context: string ): StoreNotice[] {
	return (
		selectFrom( NOTICES_STORE ) as unknown as {
			getNotices: ( context: string ) => StoreNotice[];
		}
	 ).getNotices( context );
}
