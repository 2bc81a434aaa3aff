/**
 * The settings objects a WooCommerce page prints for our bundles
 * (docs/page-settings.md): the gateway's data (under
 * `paymentMethodData.stripe`, as WooCommerce prints it; stripe-data.ts), the
 * express settings (express-data.ts, express-wallets.ts) and WooCommerce's
 * own `wcSettings`.
 */
import type { Context } from '../context';
import { COUNTRIES, COUNTRY_STATES } from '../shop/countries';
import { currencyFor } from '../shop/currency';
import { gatewayIdFor, offeredMethods } from '../shop/payment-methods';
import { nonceFor } from '../shop/state';
import { brandName } from '../shop/token-labels';
import type { SavedToken } from '../shop/types';
import { stripeData } from './stripe-data';
import type { PageFlags } from './stripe-data';
import { expressData } from './express-data';

export { stripeData } from './stripe-data';
export type { PageFlags } from './stripe-data';
export {
	expressData,
	expressProductData,
	payForOrderParams,
} from './express-data';
export type { ExpressPageFlags } from './express-data';
export { expressReserve, walletsOn } from './express-wallets';

/**
 * What the Stripe.js double reads from the page: which wallets this browser
 * "has", which elements fail to load.
 */
export function devShopGlobals( ctx: Context ) {
	const { settings } = ctx.state;
	return {
		availableWallets: settings.availableWallets,
		stripeFails: settings.stripeFails,
		elementLoadFailures: settings.elementLoadFailures,
		origin: ctx.origin,
	};
}

/**
 * WooCommerce's `customerPaymentMethods`: the customer's tokens grouped by
 * token type ('cc' for cards, the gateway's own types for the rest).
 */
function customerPaymentMethods( tokens: SavedToken[] ) {
	const byType: Record< string, unknown[] > = {};
	for ( const token of tokens ) {
		const type = token.type || 'cc';
		( byType[ type ] ||= [] ).push( {
			method: {
				gateway: token.gateway,
				last4: token.last4,
				brand: brandName( token.brand ),
			},
			expires:
				type === 'cc'
					? `${ String( token.expMonth ).padStart( 2, '0' ) }/${ String(
							token.expYear
						).slice( -2 ) }`
					: '',
			is_default: token.isDefault,
			tokenId: token.id,
		} );
	}
	return byType;
}

export function wcSettings( ctx: Context, flags: PageFlags = {} ) {
	const currency = currencyFor( ctx.state.settings.currency );
	const tokens = ctx.state.tokens.filter(
		( token ) =>
			token.customerId === ctx.session.customerId &&
			ctx.session.customerId > 0
	);
	return {
		currency,
		countries: COUNTRIES,
		countryStates: COUNTRY_STATES,
		storePages: {
			checkout: { permalink: `${ ctx.origin }/checkout/` },
			cart: { permalink: `${ ctx.origin }/cart/` },
			myaccount: { permalink: `${ ctx.origin }/my-account/` },
		},
		paymentMethodSortOrder: offeredMethods( ctx.state.settings ).map(
			gatewayIdFor
		),
		customerPaymentMethods: customerPaymentMethods( tokens ),
		currentUserId: ctx.session.customerId,
		currentUserIsAdmin: false,
		checkoutAllowsGuest: ctx.state.settings.guestCheckout,
		checkoutAllowsSignup: true,
		defaultCountry: ctx.state.settings.storeCountry,
		// Where WooCommerce prints gateway data for the block checkout:
		// getSetting( 'stripe_data' ) finds it through its fallback.
		paymentMethodData: { stripe: stripeData( ctx, flags ) },
		stripe_express_checkout_data: expressData( ctx, { hasBlock: true } ),
	};
}

export function storeApiNonce( ctx: Context ): string {
	return nonceFor( ctx.state, ctx.session, 'wc_store_api' );
}
