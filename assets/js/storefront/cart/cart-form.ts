/**
 * The cart form's parts both halves of the cart page need: where it is, its
 * links, and the Update cart button, which is enabled only once a line has
 * changed (as WooCommerce's cart.js does).
 */
export const CART_FORM = '.woocommerce-cart-form';
export const LINE_REMOVE_LINK = `${ CART_FORM } .product-remove > a`;
export const COUPON_REMOVE_LINK = 'a.woocommerce-remove-coupon';
/** "Undo?" in the notice after a removed line. */
export const RESTORE_LINK = '.woocommerce-cart .restore-item';

export function setUpdateEnabled( enabled: boolean ): void {
	const button = document.querySelector< HTMLButtonElement >(
		`${ CART_FORM } [name="update_cart"]`
	);
	if ( button ) {
		button.disabled = ! enabled;
		button.setAttribute( 'aria-disabled', String( ! enabled ) );
	}
}
