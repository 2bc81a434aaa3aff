/**
 * The Stripe gateway's block checkout integration: its
 * `paymentMethodData` (the UPE params merged with the express params), and
 * for the shop's skeleton how tall its parts draw (the wallet rows, the
 * card's or Optimized Checkout's box, Link's row in the card).
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-blocks-support.php
 * (8.8.0): get_name(), get_payment_method_data(); the sizes are the block
 * host's stylesheet's (dev/browser/blocks-host/skeleton-sizes).
 */
import type { PaymentMethodType } from '../woocommerce/blocks/payment-method-registry';
import type { Context } from '../context';
import { SIZES } from '../../browser/blocks-host/skeleton-sizes';
import { offeredMethods } from './methods/payment-methods';
import { blockStripeData } from './page-data/block-data';
import { expressReserve } from './page-data/express-wallets';

/** The chosen card method's box, as the host's stylesheet keeps it. */
const CARD_CONTENT_PX = SIZES.cardContent * 16;
/** Link's row in the card element, where the store turned Link on. */
const LINK_IN_CARD_PX = SIZES.linkInCard * 16;
/** The Optimized Checkout method's box: its accordion, Link in the card. */
const OPTIMIZED_CHECKOUT_CONTENT_PX = SIZES.optimizedCheckoutContent * 16;

/** Does the card element offer Link on this page (the store turned it on)? */
function linkInCard( ctx: Context ): boolean {
	return offeredMethods( ctx.state.settings ).includes( 'link' );
}

export const STRIPE_BLOCKS_SUPPORT: PaymentMethodType = {
	name: 'stripe',
	// Where WooCommerce prints gateway data for the block checkout:
	// getSetting( 'stripe_data' ) finds it through its fallback. The
	// gateway merges its express params into it: no setting of their own.
	paymentMethodData: blockStripeData,
	expressRows: ( settings ) => expressReserve( settings ).rows,
	newMethodContentPx: ( ctx ) =>
		ctx.state.settings.optimizedCheckout
			? OPTIMIZED_CHECKOUT_CONTENT_PX
			: CARD_CONTENT_PX + ( linkInCard( ctx ) ? LINK_IN_CARD_PX : 0 ),
	wrapperAttributes: ( ctx ) =>
		`${ linkInCard( ctx ) ? ' data-link-in-card' : '' }${
			ctx.state.settings.optimizedCheckout
				? ' data-optimized-checkout'
				: ''
		}`,
};
