/**
 * A line of the block checkout's `billing.cartTotalItems` (subtotal, fees,
 * discount, taxes, shipping, in the currency's minor unit), as WooCommerce
 * gives it to payment methods.
 */
export interface CartTotalItem {
	key: string;
	label: string;
	value: number;
}
