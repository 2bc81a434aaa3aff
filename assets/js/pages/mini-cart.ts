/**
 * The mini cart's wallet buttons (issue 47), where the store turned them on
 * and our plugin printed their settings (`wc_stripe_mini_cart_params`,
 * includes/wallet-areas.php). Their code is a chunk loaded at the
 * shopper's first input (a pointer moved or pressed, a touch, a key), never
 * with the page: the storefront's scripts carry only this, and the wallets
 * are known by the time the mini cart opens. Read when the script runs,
 * never at import. (Lighter than core/dom/when-shopper-acts.ts, which the
 * shop's script does not otherwise carry.)
 */
const FIRST_INPUTS = [ 'pointermove', 'pointerdown', 'touchstart', 'keydown' ];

export function miniCartWallets(): void {
	if ( ! ( 'wc_stripe_mini_cart_params' in window ) ) {
		return;
	}
	let load = () => {
		load = () => {};
		import( '../express/mini-cart/start' ).then( ( module ) =>
			module.startMiniCartWallets()
		);
	};
	for ( const name of FIRST_INPUTS ) {
		window.addEventListener( name, () => load(), {
			capture: true,
			passive: true,
			once: true,
		} );
	}
}
