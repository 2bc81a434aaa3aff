/**
 * `wcSettings` on the block checkout page, as WooCommerce prints it
 * (docs/page-settings.md), with the gateway's data for its block methods
 * under `paymentMethodData.stripe` (stripe-gateway/page-data/block-data.ts),
 * and the Store API nonce WooCommerce's middleware starts from.
 *
 * Follows: woocommerce src/Blocks/Assets/AssetDataRegistry.php,
 * src/Blocks/BlockTypes/Checkout.php enqueue_data() and
 * src/Blocks/Payments/Api.php (WooCommerce Blocks 11.8).
 */
import type { Context } from '../../context';
import { blocksConfig, coreData } from './core-data';
import { cartBlockSettings, checkoutBlockSettings } from './checkout-settings';
import { paymentGateways } from '../includes/payment-gateways';
import { nonceFor } from '../../wordpress/nonces';
import { brandName } from '../includes/token-labels';
import type { SavedToken } from '../includes/types';
import { paymentMethodData } from './payment-method-registry';
import type { BlockPage } from './payment-method-registry';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

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
export function wcSettings( ctx: Context, page: BlockPage = 'checkout' ) {
	const { customerId } = ctx.session;
	const tokens = ctx.state.tokens.filter(
		( token ) => token.customerId === customerId && customerId > 0
	);
	return {
		...coreData( ctx ),
		wcBlocksConfig: blocksConfig( ctx ),
		...( page === 'cart'
			? cartBlockSettings()
			: checkoutBlockSettings( ctx ) ),
		paymentMethodSortOrder: paymentGateways( ctx.state.settings )
			.filter( ( gateway ) => gateway.isEnabled( ctx.state.settings ) )
			.map( ( gateway ) => gateway.id ),
		...( customerId > 0
			? { customerPaymentMethods: customerPaymentMethods( tokens ) }
			: {} ),
		// Each registered integration's data under its name
		// (payment-method-registry.ts).
		paymentMethodData: paymentMethodData( ctx, page ),
	};
}

export function storeApiNonce( ctx: Context ): string {
	return nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.storeApi );
}
