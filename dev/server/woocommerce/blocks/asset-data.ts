/**
 * The settings objects a WooCommerce page prints for our bundles
 * (docs/page-settings.md): the gateway's data (under
 * `paymentMethodData.stripe`, as WooCommerce prints it; stripe-gateway/page-data/upe-params.ts), the
 * express settings (stripe-gateway/page-data/) and WooCommerce's
 * own `wcSettings`.
 *
 * Follows: woocommerce src/Blocks/Assets/AssetDataRegistry.php and
 * src/Blocks/BlockTypes/Checkout.php enqueue_data().
 */
import type { Context } from '../../context';
import { COUNTRIES, COUNTRY_STATES } from '../includes/countries';
import { currencyFor } from '../includes/currency';
import {
	gatewayIdFor,
	offeredMethods,
} from '../../stripe-gateway/methods/payment-methods';
import { nonceFor } from '../../wordpress/nonces';
import { brandName } from '../includes/token-labels';
import type { SavedToken } from '../includes/types';
import { blockStripeData } from '../../stripe-gateway/page-data/block-data';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export { stripeData } from '../../stripe-gateway/page-data/upe-params';
export {
	expressData,
	expressProductData,
	payForOrderParams,
} from '../../stripe-gateway/page-data/express-params';
export type { ExpressPageFlags } from '../../stripe-gateway/page-data/express-params';
export {
	expressReserve,
	walletsOn,
} from '../../stripe-gateway/page-data/express-wallets';

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

export function wcSettings( ctx: Context ) {
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
		// getSetting( 'stripe_data' ) finds it through its fallback. The
		// gateway merges its express params into it: no setting of their own.
		paymentMethodData: { stripe: blockStripeData( ctx ) },
	};
}

export function storeApiNonce( ctx: Context ): string {
	return nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.storeApi );
}
