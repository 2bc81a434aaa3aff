/**
 * WooCommerce's page globals (`wc_add_to_cart_params`, `woocommerce_params`,
 * `wc_cart_fragments_params`…), read as text. A missing global or field
 * reads as '', so a page without a behaviour's settings simply skips it.
 */
export function param( global: string, key: string ): string {
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
		param( 'wc_add_to_cart_params', 'wc_ajax_url' ) ||
		param( 'woocommerce_params', 'wc_ajax_url' ) ||
		'/?wc-ajax=%%endpoint%%'
	);
}

/** A URL from the shop's markup or answers, only if it stays on this site. */
export function sameOriginUrl( url: string ): string | null {
	try {
		const parsed = new URL( url, window.location.href );
		return parsed.origin === window.location.origin ? parsed.href : null;
	} catch {
		return null;
	}
}
