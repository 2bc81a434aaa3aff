/**
 * A method's box in the block checkout: its Payment Element (drawn from
 * its intent for a method that needs the intent first); the debit's
 * mandate is drawn with the element (method-payment.tsx), for the method
 * open in it. WooCommerce clones this element with the checkout's props,
 * which pass on to the box.
 */
import type { PaymentElementContentProps } from './payment-element-content';
import { PaymentElementContent } from './payment-element-content';

export function MethodContent( props: PaymentElementContentProps ) {
	return <PaymentElementContent { ...props } />;
}
