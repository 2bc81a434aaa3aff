/**
 * WooCommerce's payment step: "Payment options", the payments notices area
 * above the methods, and the methods (payment-options.tsx).
 */
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { Notices } from './notices';
import { PaymentOptions } from './payment-options';

type Props = Parameters< typeof PaymentOptions >[ 0 ];

export function PaymentSection( props: Props ) {
	return (
		<section className="wc-block-checkout__payment-method">
			<h2>Payment options</h2>
			<Notices contexts={ [ NOTICE_CONTEXTS.PAYMENTS ] } />
			{ props.methods.length === 0 && (
				<p>There are no payment methods available.</p>
			) }
			<PaymentOptions { ...props } />
		</section>
	);
}
