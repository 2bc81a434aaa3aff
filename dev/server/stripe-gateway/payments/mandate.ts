/**
 * The mandate acceptance the gateway sends when it confirms a payment on
 * the server for a method that needs one (the debits, Link, Amazon Pay):
 * the shopper accepted it by paying with the mandate shown, online, from
 * this browser, as the incumbent gateway sends it.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php
 * get_mandate_data_from_order() (8.8.0).
 */
import type { IncomingMessage } from 'node:http';
import { STRIPE_METHODS } from '../../stripe/method-support';
import type { MandateData } from '../../stripe/types';

export function mandateDataFor(
	type: string,
	req: IncomingMessage | null
): MandateData | undefined {
	if ( ! STRIPE_METHODS[ type ]?.mandate ) {
		return undefined;
	}
	return {
		customer_acceptance: {
			type: 'online',
			online: {
				ip_address: req?.socket.remoteAddress || '127.0.0.1',
				user_agent: String( req?.headers[ 'user-agent' ] || '' ),
			},
		},
	};
}
