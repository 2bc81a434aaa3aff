/**
 * What the block checkout reads from the settings WooCommerce prints on the
 * page, as WooCommerce's checkout reads them: the countries a shopper may
 * be billed in and their states (`countryData`, with their names from
 * `countries`), the shopper and their saved cards, the payment method
 * order, who may check out as a guest, and the checkout data (the
 * preloaded GET /checkout: the draft order and its payment method). Where
 * the shopper is comes from the cart's customer, not from here.
 *
 * Follows: woocommerce plugins/woocommerce/client/blocks/assets/js/
 * settings/blocks/constants.ts (ALLOWED_COUNTRIES, ALLOWED_STATES) and
 * data/payment/default-state.ts.
 */
import { getSetting } from '../settings';
import type { SavedToken } from './payment-options';

interface CountryData {
	allowBilling: boolean;
	allowShipping: boolean;
	/** An empty list (PHP's `[]`) for a country without states. */
	states: Record< string, string > | [];
	locale: Record< string, { hidden?: boolean } > | [];
}

/**
 * A country's states for the address form: its list; none at all where its
 * locale hides the field; undefined (a text field) otherwise.
 */
function statesOf( data: CountryData ): Record< string, string > | undefined {
	if ( ! Array.isArray( data.states ) && Object.keys( data.states ).length ) {
		return data.states;
	}
	const locale = Array.isArray( data.locale ) ? {} : data.locale;
	return locale.state?.hidden ? {} : undefined;
}

export function checkoutSettings() {
	const names = getSetting< Record< string, string > >( 'countries', {} );
	const countryData = getSetting< Record< string, CountryData > >(
		'countryData',
		{}
	);
	const allowed = Object.keys( countryData ).filter(
		( code ) => countryData[ code ].allowBilling === true
	);
	const countries = Object.fromEntries(
		allowed.map( ( code ) => [ code, names[ code ] || '' ] )
	);
	// A country left out gets a text field for its state.
	const states = Object.fromEntries(
		allowed.flatMap( ( code ) => {
			const list = statesOf( countryData[ code ] );
			return list ? [ [ code, list ] ] : [];
		} )
	) as Record< string, Record< string, string > >;
	const customerId = getSetting< number >( 'currentUserId', 0 );
	// Every token type (cards are 'cc'; gateways add their own), as
	// WooCommerce's saved payment method options list them.
	const tokens = Object.entries(
		getSetting< Record< string, SavedToken[] > >(
			'customerPaymentMethods',
			{}
		)
	).flatMap( ( [ type, list ] ) =>
		( list || [] ).map( ( token ) => ( { ...token, type } ) )
	);
	const sortOrder = getSetting< string[] >( 'paymentMethodSortOrder', [] );
	const allowGuest = getSetting< boolean >( 'checkoutAllowsGuest', false );
	const isAdmin = getSetting< boolean >( 'currentUserIsAdmin', false );
	const checkoutData = getSetting< { payment_method?: unknown } >(
		'checkoutData',
		{}
	);
	const orderMethod =
		typeof checkoutData.payment_method === 'string'
			? checkoutData.payment_method
			: '';
	return {
		countries,
		states,
		customerId,
		tokens,
		sortOrder,
		allowGuest,
		isAdmin,
		orderMethod,
	};
}
