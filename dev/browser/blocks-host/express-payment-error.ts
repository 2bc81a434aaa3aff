/**
 * The express payment methods' `setExpressPaymentError` prop: a message
 * shows as the express area's one notice, none clears it.
 *
 * Follows: none: the host's own plumbing; the prop and the notice id are
 * WooCommerce's, as use-method-props.ts and components/express-area.tsx
 * use them.
 */
import { NOTICE_CONTEXTS } from './notice-contexts';
import type { useNotices } from './use-notices';

type Notices = Pick< ReturnType< typeof useNotices >, 'add' | 'remove' >;

export const EXPRESS_PAYMENT_ERROR = 'wc-express-payment-error';

export const expressPaymentErrorSetter =
	( notices: Notices ) => ( message?: string ) =>
		message
			? notices.add( {
					id: EXPRESS_PAYMENT_ERROR,
					content: message,
					context: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
				} )
			: notices.remove(
					EXPRESS_PAYMENT_ERROR,
					NOTICE_CONTEXTS.EXPRESS_PAYMENTS
				);
