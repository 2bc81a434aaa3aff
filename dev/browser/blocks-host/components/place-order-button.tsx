/**
 * Place Order as WooCommerce's button draws it: disabled while the checkout
 * is busy, with a spinner in the button while the order is being placed
 * (before, during and after processing) and a tick once it is complete and
 * the shopper is about to leave. The label stays, so the button keeps its
 * name for assistive technology; `aria-busy` says it is working. Its
 * notices area is WooCommerce's checkout-actions one.
 */
import type { CheckoutStatus } from '../flow';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { Notices } from './notices';

const PROCESSING: CheckoutStatus[] = [
	'before_processing',
	'processing',
	'after_processing',
];

export function PlaceOrderButton( {
	label,
	status,
	onClick,
}: {
	label: string;
	status: CheckoutStatus;
	onClick: () => void;
} ) {
	const processing = PROCESSING.includes( status );
	const redirecting = status === 'complete';
	return (
		<div className="wc-block-checkout__actions">
			<Notices contexts={ [ NOTICE_CONTEXTS.CHECKOUT_ACTIONS ] } />
			<button
				type="button"
				className={ `wc-block-components-checkout-place-order-button${
					processing || redirecting
						? ' wc-block-components-checkout-place-order-button--loading'
						: ''
				}` }
				onClick={ onClick }
				disabled={ status !== 'idle' }
				aria-busy={ status !== 'idle' }
			>
				{ processing && (
					<span
						className="wc-block-components-spinner"
						aria-hidden="true"
					/>
				) }
				{ redirecting && (
					<span
						className="wc-block-components-checkout-place-order-button__icon"
						aria-hidden="true"
					>
						✓
					</span>
				) }
				<span className="wc-block-components-checkout-place-order-button__text">
					{ label }
				</span>
			</button>
		</div>
	);
}
