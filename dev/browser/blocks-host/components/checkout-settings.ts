/**
 * What the block checkout reads from the settings WooCommerce prints on the
 * page: countries and states, the shopper and their saved cards, the default
 * country, the payment method order, who may check out as a guest, and the
 * checkout data (WooCommerce's preloaded GET /checkout: the order awaiting
 * payment and its payment method).
 */
import { getSetting } from '../settings';
import type { SavedToken } from './payment-options';

export function checkoutSettings() {
	const countries = getSetting< Record< string, string > >( 'countries', {} );
	const states = getSetting< Record< string, Record< string, string > > >(
		'countryStates',
		{}
	);
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
	const defaultCountry = getSetting< string >( 'defaultCountry', 'US' );
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
		defaultCountry,
		sortOrder,
		allowGuest,
		isAdmin,
		orderMethod,
	};
}
