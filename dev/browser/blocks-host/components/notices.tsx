/**
 * A notices area for some contexts (wc/checkout, wc/checkout/payments, …).
 * Messages render as text. Notices in a context no area shows (such as the
 * default context) stay invisible, as they do in WooCommerce's checkout.
 */
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
	return (
		<div
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
