/**
 * The settings objects a WooCommerce page prints for our bundles
 * (docs/page-settings.md): the gateway's data (under
 * `paymentMethodData.stripe`, as WooCommerce prints it; stripe-gateway/page-data/upe-params.ts), the
 * express settings (stripe-gateway/page-data/) and WooCommerce's
 * own `wcSettings`.
 *
 * Follows: woocommerce src/Blocks/Assets/AssetDataRegistry.php,
 * src/Blocks/BlockTypes/Checkout.php enqueue_data() and
 * src/Blocks/Payments/Api.php (WooCommerce Blocks 11.8).
 */
import type { Context } from '../../context';
import { blocksConfig, coreData } from './core-data';
import { checkoutBlockSettings } from './checkout-settings';
import {
	gatewayIdFor,
	offeredMethods,
} from '../../stripe-gateway/methods/payment-methods';
import { nonceFor } from '../../wordpress/nonces';
import { brandName } from '../includes/token-labels';
import type { SavedToken } from '../includes/types';
import { stripeData } from '../../stripe-gateway/page-data/upe-params';
import type { PageFlags } from '../../stripe-gateway/page-data/upe-params';
import { expressData } from '../../stripe-gateway/page-data/express-params';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export { stripeData } from '../../stripe-gateway/page-data/upe-params';
export type { PageFlags } from '../../stripe-gateway/page-data/upe-params';
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

/**
 * `wcSettings` on the block checkout page, as WooCommerce prints it: its
 * core data and blocks configuration (core-data.ts), the Checkout block's
 * data (checkout-settings.ts), the payment methods' order and data
 * (Payments/Api.php `add_payment_method_script_data()`), and a logged-in
 * customer's saved methods (`Checkout::hydrate_customer_payment_methods()`;
 * a guest gets no such key).
 */
export function wcSettings( ctx: Context, flags: PageFlags = {} ) {
	const { customerId } = ctx.session;
	const tokens = ctx.state.tokens.filter(
		( token ) => token.customerId === customerId && customerId > 0
	);
	return {
		...coreData( ctx ),
		wcBlocksConfig: blocksConfig( ctx ),
		...checkoutBlockSettings( ctx ),
		paymentMethodSortOrder: offeredMethods( ctx.state.settings ).map(
			gatewayIdFor
		),
		...( customerId > 0
			? { customerPaymentMethods: customerPaymentMethods( tokens ) }
			: {} ),
		// Where WooCommerce prints gateway data for the block checkout:
		// getSetting( 'stripe_data' ) finds it through its fallback.
		paymentMethodData: { stripe: stripeData( ctx, flags ) },
		stripe_express_checkout_data: expressData( ctx, { hasBlock: true } ),
	};
}

export function storeApiNonce( ctx: Context ): string {
	return nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.storeApi );
}
