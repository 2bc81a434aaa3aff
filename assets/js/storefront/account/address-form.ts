/**
 * The address form's country and state code, the checkout's own
 * (core/address), with the data the page prints for it.
 */
import { readAddressData } from '../../core/address/address-locale';
import { startCountryState } from '../../core/address/country-state';

export function startAddressForm(): void {
	startCountryState( readAddressData() );
}
