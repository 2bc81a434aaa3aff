/**
 * The wallet buttons' place as the store's gateway prints it: its Express
 * Checkout Element's container, or, with the element off (the shop's
 * `expressCheckoutElement: false`, the gateway 8.8.0's default), its
 * legacy Payment Request Button's wrapper. Each with the space kept for
 * the buttons before it.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/class-wc-stripe-feature-flags.php is_stripe_ece_enabled().
 */
import type { DevSettings } from '../../dev-shop/settings';
import { expressArea } from './express-area';
import { paymentRequestArea } from './payment-request-area';
import { BUTTON_HEIGHT, expressReserve } from '../page-data/express-wallets';

export function walletArea(
	settings: DevSettings,
	{ separator }: { separator: boolean }
): string {
	return settings.expressCheckoutElement
		? expressArea( { separator, reserve: expressReserve( settings ) } )
		: paymentRequestArea( {
				separator,
				// Apple Pay and Google Pay, and Link.
				reserve: { rows: 3, rowHeight: BUTTON_HEIGHT },
			} );
}
