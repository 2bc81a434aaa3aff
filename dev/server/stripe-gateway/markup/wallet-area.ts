/**
 * The wallet buttons' place as the store's gateway prints it: its Express
 * Checkout Element's container, or, with the element off (the shop's
 * `expressCheckoutElement: false`, the gateway 8.8.0's default), its
 * legacy Payment Request Button's wrapper. The element's container comes
 * with the space kept for the buttons before it; the legacy wrapper's is
 * our plugin's box, printed just before at the same hook
 * (plugin/payment-request-space.ts).
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/class-wc-stripe-feature-flags.php is_stripe_ece_enabled().
 */
import type { DevSettings } from '../../dev-shop/settings';
import { expressArea } from './express-area';
import { paymentRequestArea } from './payment-request-area';
import { expressReserve } from '../page-data/express-wallets';

export function walletArea(
	settings: DevSettings,
	{ separator }: { separator: boolean }
): string {
	return settings.expressCheckoutElement
		? expressArea( { separator, reserve: expressReserve( settings ) } )
		: paymentRequestArea( { separator } );
}
