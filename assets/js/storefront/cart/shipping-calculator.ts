/**
 * The shipping calculator in the cart totals, as WooCommerce's cart.js runs
 * it: its link slides the form open or closed (aria-expanded says which),
 * the country switches the state field and the fields' locale as on the
 * checkout, and Update posts the form to the cart without a page load,
 * through the cart page's own post (cart-page.ts), which puts the shop's new
 * cart, totals and notices in place. Loaded with the cart page's actions.
 */
import {
	readAddressData,
	type AddressData,
} from '../../core/address/address-locale';
import { refreshCountry } from '../../core/address/country-state';
import { emit } from '../../core/dom/jquery-bridge';
import { isShownOrShowing, slideDown, slideUp } from '../../core/dom/slide';
import type { FormValue } from '../../core/transport/types';
import { calculatorSection } from './cart-form';

export const CALCULATOR_COUNTRY = '#calc_shipping_country';

/** jQuery's 'slow', WooCommerce's slideToggle speed. */
const SLIDE_MS = 600;

let addressData: AddressData | null = null;

/** The country's state field and locale, as the checkout's fields follow it. */
export function onCalculatorCountry( country: HTMLSelectElement ): void {
	addressData ||= readAddressData();
	refreshCountry( addressData, country );
}

export function toggleCalculator( link: HTMLElement ): void {
	const section = calculatorSection( link );
	if ( ! section ) {
		return;
	}
	const open = ! isShownOrShowing( section );
	link.setAttribute( 'aria-expanded', String( open ) );
	if ( ! open ) {
		slideUp( section, SLIDE_MS );
		return;
	}
	// WooCommerce's toggle makes the country fields follow their country
	// first; done before the slide, it measures the fields as they will be.
	const country =
		section.querySelector< HTMLSelectElement >( CALCULATOR_COUNTRY );
	if ( country ) {
		onCalculatorCountry( country );
	}
	slideDown( section, SLIDE_MS );
}

/**
 * Update: the form's fields posted to its action by `post` (the cart page's
 * post, which blocks the cart and its totals meanwhile), then the rates'
 * listeners told, whatever the answer (WooCommerce's `complete`).
 */
export async function submitCalculator(
	form: HTMLFormElement,
	fields: Record< string, FormValue >,
	post: (
		url: string,
		fields: Record< string, FormValue >
	) => Promise< void >
): Promise< void > {
	// WooCommerce's form handler looks for the button's name, which a
	// script's post does not carry.
	await post( form.action, { ...fields, calc_shipping: 'x' } );
	emit( document.body, 'updated_shipping_method' );
}
