/**
 * Messages of the wallet buttons.
 */
import { __ } from '@wordpress/i18n';

export const orderProblemMessage = () =>
	__(
		'There was a problem processing the order.',
		'woocommerce-gateway-stripe'
	);

export const addToCartFailedMessage = () =>
	__(
		'There was an error adding the product to the cart.',
		'woocommerce-gateway-stripe'
	);

export const productInfoFailedMessage = () =>
	__(
		'There was an error getting the product information.',
		'woocommerce-gateway-stripe'
	);

export const selectProductOptionsMessage = () =>
	__(
		'Please select your product options before proceeding.',
		'woocommerce-gateway-stripe'
	);

export const unavailableCombinationMessage = () =>
	__(
		'Sorry, this product is unavailable. Please choose a different combination.',
		'woocommerce-gateway-stripe'
	);

export const unconfirmedOrderMessage = () =>
	__(
		'The shop did not confirm your order. It may have been placed and paid: check your email or your account’s orders before you pay again.',
		'woocommerce-gateway-stripe'
	);

export const earlierOrderPaidMessage = () =>
	__(
		'Your earlier order went through: you will find it in your email and your account’s orders. To buy again, tap the button once more.',
		'woocommerce-gateway-stripe'
	);

export const finalTaxesNote = () =>
	__(
		'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).',
		'woocommerce-gateway-stripe'
	);

/** A tap while the buttons read the amount again: the sheet waits for it. */
export const amountUpdatingMessage = () =>
	__(
		'The total is being updated. Tap the button again in a moment.',
		'woocommerce-gateway-stripe'
	);

/** A tap while the shop is asked what became of an unconfirmed purchase. */
export const earlierOrderCheckMessage = () =>
	__(
		'Checking whether your earlier order went through. Tap the button again in a moment.',
		'woocommerce-gateway-stripe'
	);
