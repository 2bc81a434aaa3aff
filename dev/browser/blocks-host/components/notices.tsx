/**
 * A notices area, as WooCommerce's StoreNoticesContainer: it registers its
 * contexts while drawn, shows the notices of its contexts and of its
 * WooCommerce sub-contexts that have no area (notice-rules.ts), as banners,
 * and snackbar notices in a floating list that takes no room on the page.
 * While an express payment is under way it shows nothing. Messages render
 * as text. The area is in place from the first paint, so a notice arriving
 * pushes only what is below it. As WooCommerce's StoreNotices does, the area
 * scrolls into view when a new notice arrives, unless the shopper is in a
 * field.
 */
import { useContext, useEffect, useRef } from '@wordpress/element';
import { areaNotices } from '../notice-rules';
import { NoticeBoard } from '../notice-board';

export type { Notice } from '../use-notices';

function useScrollToNew( ids: string[] ) {
	const area = useRef< HTMLDivElement >( null );
	const shown = useRef< string[] >( [] );
	useEffect( () => {
		const fresh = ids.some( ( id ) => ! shown.current.includes( id ) );
		shown.current = ids;
		const active = area.current?.ownerDocument.activeElement;
		const inField =
			!! active &&
			[ 'input', 'select', 'button', 'textarea' ].includes(
				active.tagName.toLowerCase()
			) &&
			active.getAttribute( 'type' ) !== 'radio';
		if ( fresh && ! inField ) {
			area.current?.scrollIntoView?.( { behavior: 'smooth' } );
		}
	} );
	return area;
}

export function Notices( { contexts }: { contexts: string[] } ) {
	const board = useContext( NoticeBoard );
	const key = contexts.join( ' ' );
	const { register, unregister } = board || {};
	useEffect( () => {
		const mine = key.split( ' ' );
		register?.( mine );
		return () => unregister?.( mine );
	}, [ key, register, unregister ] );
	const shown =
		board && ! board.suppressed
			? areaNotices( board.notices, contexts, board.registered )
			: [];
	const banners = shown.filter( ( notice ) => notice.type !== 'snackbar' );
	const snackbars = shown.filter( ( notice ) => notice.type === 'snackbar' );
	const area = useScrollToNew(
		banners.map( ( notice ) => `${ notice.context }:${ notice.id }` )
	);
	return (
		<div
			ref={ area }
			className="wc-block-components-notices"
			data-context={ key }
		>
			{ banners.map( ( notice ) => (
				<div
					key={ `${ notice.context }:${ notice.id }` }
					className={ `wc-block-components-notice-banner is-${ notice.status }` }
					role={ notice.status === 'error' ? 'alert' : 'status' }
				>
					{ notice.content }
				</div>
			) ) }
			{ snackbars.length > 0 && (
				<div className="wc-block-components-notice-snackbar-list">
					{ snackbars.map( ( notice ) => (
						<div
							key={ `${ notice.context }:${ notice.id }` }
							className="wc-block-components-notice-snackbar"
							role="status"
						>
							{ notice.content }
						</div>
					) ) }
				</div>
			) }
		</div>
	);
}
