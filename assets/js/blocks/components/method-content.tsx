/**
 * A method's box in the block checkout: its Payment Element (drawn from
 * its intent for a method that needs the intent first), then the mandate
 * a debit shows. WooCommerce clones this element with the checkout's
 * props, which pass on to the box.
 */
import type { PaymentElementContentProps } from './payment-element-content';
import { PaymentElementContent } from './payment-element-content';
import { MandateNotice } from './mandate-notice';

export function MethodContent( props: PaymentElementContentProps ) {
	return (
		<>
			<PaymentElementContent { ...props } />
			<MandateNotice methodId={ props.methodId } />
		</>
	);
}
