/**
 * The Cash App Pay notice shows only above a threshold, inside Cash App's
 * box, so it goes away when another method is chosen.
 *
 * The threshold is USD 2,000.00 (200000 in Stripe's units, cents): the gateway's own
 * maximum-amount constant, and Cash App Pay declines large first payments,
 * so that is where the warning is worth the shopper's attention.
 */
import { cashAppAmountNotice } from '../../core/messages/payment-methods';

export const CASH_APP_NOTICE_THRESHOLD_MINOR = 200000;

export function CashAppNotice( { amount }: { amount: number } ) {
	if ( amount <= CASH_APP_NOTICE_THRESHOLD_MINOR ) {
		return null;
	}
	return (
		<p className="wc-stripe-cashapp-notice" role="note">
			{ cashAppAmountNotice() }
		</p>
	);
}
