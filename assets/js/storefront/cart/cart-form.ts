/**
 * The cart form's parts both halves of the cart page need: where it is, its
 * links, the shipping calculator's, and the Update cart button, which is
 * enabled only once a line has changed (as WooCommerce's cart.js does).
 */
export const CART_FORM = '.woocommerce-cart-form';
export const CART_TOTALS = '.cart_totals';
export const LINE_REMOVE_LINK = `${ CART_FORM } .product-remove > a`;
export const COUPON_REMOVE_LINK = 'a.woocommerce-remove-coupon';
/** "Undo?" in the notice after a removed line. */
export const RESTORE_LINK = '.woocommerce-cart .restore-item';
/** The shipping calculator in the cart totals, and the link that unfolds it. */
export const CALCULATOR_FORM = 'form.woocommerce-shipping-calculator';
export const CALCULATOR_BUTTON = '.shipping-calculator-button';

/** The calculator's fields, which its link shows and hides. */
export function calculatorSection( link: Element ): HTMLElement | null {
	return (
		link
			.closest( CALCULATOR_FORM )
			?.querySelector< HTMLElement >( '.shipping-calculator-form' ) ||
		null
	);
}

export function setUpdateEnabled( enabled: boolean ): void {
	const button = document.querySelector< HTMLButtonElement >(
		`${ CART_FORM } [name="update_cart"]`
	);
	if ( button ) {
		button.disabled = ! enabled;
		button.setAttribute( 'aria-disabled', String( ! enabled ) );
	}
}
