/**
 * WooCommerce's page globals (`wc_add_to_cart_params`, `woocommerce_params`,
 * `wc_cart_params`…), read as text. A missing global or field reads as '',
 * so a page without a behaviour's settings simply skips it.
 */
export function pageParam( global: string, key: string ): string {
	const value = (
		window as unknown as Record<
			string,
			Record< string, unknown > | undefined
		>
	 )[ global ]?.[ key ];
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';
}

/** The wc-ajax URL template every WooCommerce page prints. */
export function wcAjaxTemplate(): string {
	return (
		pageParam( 'wc_add_to_cart_params', 'wc_ajax_url' ) ||
		pageParam( 'woocommerce_params', 'wc_ajax_url' ) ||
		'/?wc-ajax=%%endpoint%%'
	);
}
