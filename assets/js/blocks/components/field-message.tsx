/**
 * Why the last attempt failed, beside the method's fields. It is announced
 * to screen readers as it appears (an alert), where the shopper corrects
 * the payment details, and it leaves the focus where it is: a shopper who
 * is typing keeps typing.
 */
export function FieldMessage( { message }: { message: string } ) {
	return (
		<div
			className="wc-stripe-method-message-area"
			role="alert"
			aria-atomic="true"
		>
			{ message ? (
				<div className="wc-stripe-method-message wc-block-components-validation-error">
					{ message }
				</div>
			) : null }
		</div>
	);
}
