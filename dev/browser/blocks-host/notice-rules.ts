/**
 * WooCommerce's rules for which notices show where, as pure functions:
 * - an area (`StoreNoticesContainer`) shows the notices of its own contexts
 *   and of those of WooCommerce's contexts (`getNoticeContexts()`) that sit
 *   under one of them and have no area of their own;
 * - the fail-observer fallback ("Something went wrong…") is added only when
 *   no error notice is in the checkout's buckets: the checkout contexts (all
 *   of WooCommerce's but the two payment ones), the payments and the express
 *   payments contexts, each looked up exactly, sub-contexts not included;
 * - clearing notices (Place Order clears the errors) reaches only the
 *   contexts that have an area: a notice elsewhere is never cleared, and
 *   never shown either.
 */
import { getNoticeContexts } from './notice-contexts';

export interface BoardNotice {
	id: string;
	context: string;
	status: 'error' | 'success' | 'info' | 'warning';
	content: string;
	/** 'snackbar' notices show in the floating list, not as banners. */
	type?: 'default' | 'snackbar';
}

/** The notices one area shows, sub-contexts first, as WooCommerce lists them. */
export function areaNotices< T extends BoardNotice >(
	notices: T[],
	contexts: string[],
	registered: string[]
): T[] {
	const unclaimedSubContexts = getNoticeContexts().filter(
		( subContext ) =>
			contexts.some( ( context ) =>
				subContext.includes( context + '/' )
			) && ! registered.includes( subContext )
	);
	const inContext = ( context: string ) =>
		notices.filter( ( notice ) => notice.context === context );
	return [
		...unclaimedSubContexts.flatMap( inContext ),
		...contexts.flatMap( inContext ),
	];
}

/** Does an error notice sit where the fail-observer fallback looks? */
export function hasErrorInFallbackBuckets( notices: BoardNotice[] ): boolean {
	const buckets = getNoticeContexts();
	return notices.some(
		( notice ) =>
			notice.status === 'error' && buckets.includes( notice.context )
	);
}

/** The notices left after clearing the errors of every registered area. */
export function withoutAreaErrors< T extends BoardNotice >(
	notices: T[],
	registered: string[]
): T[] {
	return notices.filter(
		( notice ) =>
			notice.status !== 'error' || ! registered.includes( notice.context )
	);
}
