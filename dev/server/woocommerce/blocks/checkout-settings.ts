/**
 * What the Checkout block adds to `wcSettings` (`Checkout::enqueue_data()`):
 * the countries it may bill and ship to with their states and address
 * locale (`countryData`), the store's base location, who may check out as
 * a guest or sign up, how prices and taxes show, which features are on,
 * and the shipping settings WooCommerce's shipping controller adds.
 *
 * Follows: woocommerce src/Blocks/BlockTypes/Checkout.php enqueue_data(),
 * src/Blocks/Utils/CartCheckoutUtils.php get_country_data() and
 * src/Blocks/Shipping/ShippingController.php init() (WooCommerce Blocks
 * 11.8).
 */
import type { Context } from '../../context';
import { COUNTRY_LOCALE } from '../includes/address-locale';
import { COUNTRIES, COUNTRY_STATES } from '../includes/countries';

/** PHP's empty array is a JSON list: `[]`, not `{}`. */
const orList = < T extends object >( value: T | undefined ): T | [] =>
	value && Object.keys( value ).length ? value : [];

/** `get_country_data()`: every country the store sells to, by name. */
export function countryData() {
	return Object.fromEntries(
		Object.entries( COUNTRIES )
			.sort( ( [ , a ], [ , b ] ) => a.localeCompare( b ) )
			.map( ( [ code ] ) => [
				code,
				{
					allowBilling: true,
					allowShipping: true,
					states: orList( COUNTRY_STATES[ code ] ),
					locale: orList( COUNTRY_LOCALE[ code ] ),
				},
			] )
	);
}

/**
 * What the Cart block adds (`Cart::enqueue_data()`, WooCommerce 10.0.2):
 * the countries for its shipping calculator, how prices and taxes show and
 * which features are on.
 */
export function cartBlockSettings() {
	return {
		countryData: countryData(),
		displayItemizedTaxes: true,
		displayCartPricesIncludingTax: false,
		taxesEnabled: true,
		couponsEnabled: true,
		shippingEnabled: true,
		hasDarkEditorStyleSupport: false,
		isBlockTheme: false,
		localPickupEnabled: false,
		collectableMethodIds: [],
		shippingMethodsExist: true,
	};
}

export function checkoutBlockSettings( ctx: Context ) {
	const { settings } = ctx.state;
	return {
		countryData: countryData(),
		baseLocation: { country: settings.storeCountry, state: '' },
		checkoutAllowsGuest: settings.guestCheckout,
		checkoutAllowsSignup: true,
		checkoutShowLoginReminder: true,
		displayCartPricesIncludingTax: false,
		displayItemizedTaxes: true,
		forcedBillingAddress: false,
		taxesEnabled: true,
		couponsEnabled: true,
		shippingEnabled: true,
		hasDarkEditorStyleSupport: false,
		isBlockTheme: false,
		localPickupEnabled: false,
		// ShippingController::init().
		collectableMethodIds: [],
		shippingCostRequiresAddress: false,
	};
}
