/**
 * A notices area for one context (wc/checkout, wc/checkout/payments, …).
 * Messages render as text.
 */
export interface Notice {
	id: string;
	context: string;
	status: 'error' | 'success' | 'info';
	content: string;
}

export function Notices( {
	notices,
	context,
}: {
	notices: Notice[];
	context: string;
} ) {
	const mine = notices.filter( ( notice ) => notice.context === context );
	return (
		<div className="wc-block-components-notices" data-context={ context }>
			{ mine.map( ( notice ) => (
				<div
					key={ notice.id }
					className={ `wc-block-components-notice-banner is-${ notice.status }` }
					role="alert"
				>
					{ notice.content }
				</div>
			) ) }
		</div>
	);
}
