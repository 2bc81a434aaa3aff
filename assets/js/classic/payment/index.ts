/**
 * Stripe on the classic pages. With the page: each enabled method's Payment
 * Element in its payment box (kept across order review updates, following
 * the cart), saved methods and the save box, methods shown by billing
 * country, and return hashes. The submit hooks come as the page's script
 * says (`WithSubmitHooks`). The payment work itself loads when the shopper
 * places the order (or comes back with a hash).
 */
import { dispatch, select } from '@wordpress/data';
import { listen } from '../../core/dom/jquery-bridge';
import { methodAvailableForCountry } from '../../core/payment-rules/availability';
import { ownValue } from '../../core/lookup/own-value';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import type { GatewaySettings } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe/index';
import type { PaymentFlow } from '../../stores/payment-flow/types';
import type { CheckoutPage, CountryRule } from '../checkout-form';
import { delegate } from '../../core/dom/form-dom';
import { shopperHasActed } from '../../core/dom/when-shopper-acts';
import { startPaymentList } from '../checkout-form/payment-methods';
import { registrationRequired, shopperIsLoggedIn } from './logged-in';
import { readCheckoutParams } from '../checkout-form/params';
import { watchBlikCode } from './blik-field';
import { createPaymentElements } from './elements';
import { findPaymentPage } from './page';
import { watchReturnHashes } from './return-hash';
import { startSavedMethods } from './saved-methods';
import type { startSubmitHooks } from './submit-hooks';

const loadPay = () => import( './pay' );

/**
 * How a page starts its submit hooks once it has their code: the payment
 * pages, whose forms post natively, with the page; the classic checkout,
 * where every submit waits for its behaviours, with them.
 */
export type WithSubmitHooks = (
	start: ( startHooks: typeof startSubmitHooks ) => void
) => void;

/** Methods with a country list are offered only for a billing country in it. */
export function countryRule( settings: GatewaySettings | null ): CountryRule {
	return ( item, country ) => {
		const type = item.dataset.paymentMethodType as PaymentMethodId;
		const config = type && ownValue( settings?.methods, type );
		return (
			! config || methodAvailableForCountry( config.countries, country )
		);
	};
}

export function startStripePayments(
	checkout: CheckoutPage | null,
	flow: PaymentFlow,
	withSubmitHooks: WithSubmitHooks
): void {
	const settings = select( stripeStore ).getSettings();
	const page = settings && findPaymentPage( settings );
	if ( ! settings || ! page ) {
		return;
	}
	const api = checkout?.api ?? null;
	const payments =
		checkout?.payments ??
		startPaymentList( page.form, countryRule( settings ) );
	const billingCountry = () =>
		page.kind === 'checkout'
			? ( page.form.querySelector< HTMLSelectElement >(
					'#billing_country'
				)?.value ?? '' )
			: settings.customerBillingCountry;
	const syncSaved = startSavedMethods( page.form, {
		isLoggedIn: shopperIsLoggedIn( settings, page.form ),
		// Without guest checkout every shopper gets an account.
		registrationRequired:
			registrationRequired() ||
			( page.kind === 'checkout' &&
				readCheckoutParams()?.guestCheckout === false ),
	} );
	const elements = createPaymentElements(
		page,
		Promise.all( [
			flow.getStripe(),
			dispatch( stripeStore ).resolveAppearance( {
				isBlockCheckout: false,
			} ),
		] )
	);
	payments.filterByCountry( billingCountry() );
	watchBlikCode();

	if ( page.kind === 'checkout' ) {
		listen( document.body, 'updated_checkout', () => {
			payments.filterByCountry( billingCountry() );
			syncSaved();
			elements.mountAll();
			elements.update();
			// An update the shopper's change brought may have changed the
			// total the gateway printed once; until they act, what the page
			// printed is current (and the later code stays unloaded).
			if ( shopperHasActed() ) {
				import( './cart-amount' )
					.then( ( { readCartAmount } ) => readCartAmount() )
					.then( elements.update, () => {} );
			}
		} );
		delegate( page.form, 'change', '#billing_country', () =>
			payments.filterByCountry( billingCountry() )
		);
	}
	delegate( page.form, 'change', 'input[name$="-new-payment-method"]', () =>
		elements.update()
	);

	withSubmitHooks( ( startSubmitHooks ) =>
		startSubmitHooks( page, elements, api, {
			busy: flow.isBusy,
			begin: () => flow.begin( 'creating-payment-method' ),
			pay: ( request ) =>
				loadPay().then(
					( module ) => module.pay( request, flow ),
					() => {
						// The payment code could not load: nothing was sent.
						flow.fail();
						request.page.form.classList.remove( 'processing' );
					}
				),
		} )
	);
	watchReturnHashes( ( hash ) =>
		loadPay().then( ( module ) =>
			module.finishReturn( hash, page, api, flow )
		)
	);
}
