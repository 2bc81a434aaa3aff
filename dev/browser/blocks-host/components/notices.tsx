/**
 * A notices area for some contexts (wc/checkout, wc/checkout/payments, …).
 * Messages render as text. Notices in a context no area shows (such as the
 * default context) stay invisible, as they do in WooCommerce's checkout. As
 * WooCommerce's StoreNotices does, the area scrolls into view when a new
 * notice arrives, unless the shopper is in a field.
 */
import { useEffect, useRef } from '@wordpress/element';

export interface Notice {
	id: string;
	context: string;
	status: 'error' | 'success' | 'info';
	content: string;
}

export function Notices( {
	notices,
	contexts,
}: {
	notices: Notice[];
	contexts: string[];
} ) {
	const mine = notices.filter( ( notice ) =>
		contexts.includes( notice.context )
	);
	const area = useRef< HTMLDivElement >( null );
	const shown = useRef< string[] >( [] );
	const ids = mine.map( ( notice ) => `${ notice.context }:${ notice.id }` );
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
	return (
		<div
			ref={ area }
			className="wc-block-components-notices"
			data-context={ contexts.join( ' ' ) }
		>
			{ mine.map( ( notice ) => (
				<div
					key={ `${ notice.context }:${ notice.id }` }
					className={ `wc-block-components-notice-banner is-${ notice.status }` }
					role="alert"
				>
					{ notice.content }
				</div>
			) ) }
		</div>
	);
}
