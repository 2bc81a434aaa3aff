/**
 * The pay-later message where WooCommerce draws the box again with its
 * totals: the classic cart (`woocommerce_proceed_to_checkout`, in the cart
 * totals that `updated_cart_totals` replaces) and the classic checkout
 * (after the order total, in the order review that `updated_checkout`
 * replaces). Each new box carries the new amount and, on the checkout,
 * the billing country the shopper just chose (WooCommerce saved it to the
 * customer before drawing): the message moves into it and the old one is
 * taken away.
 */
import { readPayLaterBox } from '../core/pay-later/box';
import type { PayLaterMessage } from '../core/pay-later/messaging';
import { listen } from '../core/dom/jquery-bridge';
import { startPageMessage } from './page-message';

export function startFragmentPayLater(): void {
	let shown: HTMLElement | null = null;
	let message: Promise< PayLaterMessage | null > = Promise.resolve( null );
	const follow = () => {
		const box = readPayLaterBox();
		if ( box?.element === shown ) {
			return;
		}
		shown = box?.element || null;
		message = message.then( ( old ) => {
			old?.destroy();
			return box ? startPageMessage( box ) : null;
		} );
	};
	follow();
	listen( document.body, 'updated_cart_totals', follow );
	listen( document.body, 'updated_checkout', follow );
}
