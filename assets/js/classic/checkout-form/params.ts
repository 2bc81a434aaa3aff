/**
 * `wc_checkout_params`, the settings WooCommerce prints for its checkout
 * script, read once into our own names. Nonces and URLs are strings; a page
 * without the object has no classic checkout to run.
 */
declare global {
	interface Window {
		wc_checkout_params?: unknown;
	}
}

export interface CheckoutParams {
	/** wc-ajax URL template with `%%endpoint%%`. */
	ajaxUrl: string;
	checkoutUrl: string;
	orderReviewNonce: string;
	applyCouponNonce: string;
	removeCouponNonce: string;
	guestCheckout: boolean;
	/** Update the order review once the page has loaded. */
	isCheckout: boolean;
	/** The shop's text for a checkout it could not answer. */
	checkoutError: string;
}

export function readCheckoutParams(
	raw: unknown = window.wc_checkout_params
): CheckoutParams | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const source = raw as Record< string, unknown >;
	const text = ( key: string ) =>
		typeof source[ key ] === 'string' ? ( source[ key ] as string ) : '';
	return {
		ajaxUrl: text( 'wc_ajax_url' ) || '/?wc-ajax=%%endpoint%%',
		checkoutUrl: text( 'checkout_url' ) || '/?wc-ajax=checkout',
		orderReviewNonce: text( 'update_order_review_nonce' ),
		applyCouponNonce: text( 'apply_coupon_nonce' ),
		removeCouponNonce: text( 'remove_coupon_nonce' ),
		guestCheckout: source.option_guest_checkout === 'yes',
		isCheckout: String( source.is_checkout ) === '1',
		checkoutError: text( 'i18n_checkout_error' ).trim(),
	};
}
