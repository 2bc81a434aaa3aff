/**
 * WooCommerce's own Store API nonce on a block page, for the wallets' Store
 * API calls where the gateway's params carry none: gateway 8.8.0 orders
 * through wc-ajax and prints no `wc_store_api` nonce (nor serves
 * `wc_stripe_get_express_checkout_nonces`), so its Cart block and block
 * checkout would send the Store API checkout without a `Nonce` and get
 * WooCommerce's 401 "Missing the Nonce header" (seen on the real store,
 * docs/real-store.md). WooCommerce prints the nonce for its blocks
 * (`wcBlocksMiddlewareConfig.storeApiNonce`), and its middleware keeps the
 * newest it got in local storage (`storeApiNonce`, WooCommerce 10.0.2
 * wc-blocks-middleware.js).
 */
export function wooStoreApiNonce(): string {
	try {
		const kept = JSON.parse(
			window.localStorage.getItem( 'storeApiNonce' ) || 'null'
		);
		if ( typeof kept?.nonce === 'string' && kept.nonce ) {
			return kept.nonce;
		}
	} catch {}
	const printed = (
		window as unknown as {
			wcBlocksMiddlewareConfig?: { storeApiNonce?: unknown };
		}
	 ).wcBlocksMiddlewareConfig?.storeApiNonce;
	return typeof printed === 'string' ? printed : '';
}
