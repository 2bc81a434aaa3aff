/**
 * My account → Addresses → Edit: the address form follows its country as
 * the checkout's fields do (the state field, then each field's label,
 * required mark, visibility and order from the country's locale), as
 * WooCommerce's country-select and address-i18n scripts do on that page.
 * The page prints the fields for the saved country, so nothing changes
 * until the shopper does something: the checkout's own address code (core)
 * is fetched only where the page has an address form, at the shopper's
 * first input, and then brings the form up to date with the country chosen.
 */
import { whenShopperActs } from '../../core/dom/when-shopper-acts';

const ADDRESS_FORM_COUNTRY = '.woocommerce-address-fields .country_to_state';

export function startAddressForms(): void {
	if ( ! document.querySelector( ADDRESS_FORM_COUNTRY ) ) {
		return;
	}
	whenShopperActs( () =>
		Promise.all( [
			import( '../../core/address/address-locale' ),
			import( '../../core/address/country-state' ),
		] ).then( ( [ locale, fields ] ) =>
			fields.startCountryState( locale.readAddressData() )
		)
	);
}
