/**
 * Why the last attempt failed, beside the method's fields: in an alert
 * region that is there from the start, so screen readers announce the
 * message as it arrives (as WooCommerce's own field errors are). The focus
 * moves to it only from where the shopper pressed Place Order (a button, or
 * nowhere): a shopper already typing in a field, or in Stripe's frame, keeps
 * typing there.
 */
import { useEffect, useRef } from '@wordpress/element';

/** A field that takes typing (or a frame such as Stripe's card fields). */
function isTypingIn( element: Element | null | undefined ): boolean {
	return (
		!! element &&
		( element.matches(
			'textarea, select, iframe, [contenteditable=""], [contenteditable="true"]'
		) ||
			( element.matches( 'input' ) &&
				! [ 'button', 'checkbox', 'radio', 'submit', 'reset' ].includes(
					( element as HTMLInputElement ).type
				) ) )
	);
}

export function FieldMessage( { message }: { message: string } ) {
	const box = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const focused = box.current?.ownerDocument.activeElement;
		if ( message && ! isTypingIn( focused ) ) {
			box.current?.focus();
		}
	}, [ message ] );
	return (
		<div
			className="wc-stripe-method-message-area"
			role="alert"
			aria-atomic="true"
		>
			{ message ? (
				<div
					ref={ box }
					className="wc-stripe-method-message wc-block-components-validation-error"
					tabIndex={ -1 }
				>
					{ message }
				</div>
			) : null }
		</div>
	);
}
