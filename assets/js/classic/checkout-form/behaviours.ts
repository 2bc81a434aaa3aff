/**
 * The checkout form's behaviours beyond the payment list and the order
 * review: validation, the country and state fields, the toggles, the coupon
 * form and placing the order. Started once the shopper acts
 * (hold-early-clicks.ts).
 */
import { readAddressData } from '../../core/address/address-locale';
import { startCountryState } from '../../core/address/country-state';
import { startCoupon } from './coupon';
import type { FormPage } from './form-page';
import { createSubmit } from './submit';
import { showCheckoutMessage } from './submit-errors';
import {
	startAddressToggles,
	startLoginToggle,
	startTermsToggle,
} from './toggles';
import { startValidation, validateAll } from './validation';

export function startBehaviours( page: FormPage ) {
	const { form, params, ajax } = page;
	startValidation( form );
	startAddressToggles( form, params.guestCheckout );
	startTermsToggle();
	startLoginToggle();
	const couponForm = document.querySelector< HTMLFormElement >(
		'form.checkout_coupon'
	);
	if ( couponForm ) {
		startCoupon( couponForm, params, ajax );
	}
	if ( document.querySelector( '.country_to_state' ) ) {
		startCountryState( readAddressData() );
	}
	return {
		submit: createSubmit( page ),
		validateAll: () => validateAll( form ),
		showError: ( message: string ) =>
			showCheckoutMessage( form, message, params.checkoutError ),
	};
}

export type Behaviours = ReturnType< typeof startBehaviours >;
