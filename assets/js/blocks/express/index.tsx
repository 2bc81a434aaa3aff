/**
 * The wallet buttons of the block checkout: one express payment method per
 * wallet the store turned on, each offered only when the cart has something
 * to pay and this browser's wallet can pay it.
 */
import { registerExpressPaymentMethod } from '@woocommerce/blocks-registry';
import { __, sprintf } from '@wordpress/i18n';
import { parseMoney, toStripeAmount } from '../../core/amounts/stripe-amount';
import { readExpressDisplay, walletsShownHere } from '../settings';
import { walletAvailable } from './availability';
import { keepCartAreaSpace } from './cart-area-space';
import { ExpressButton } from './express-button';

// Brand names, as the wallets spell them (not translated).
const BRANDS = {
	googlePay: 'Google Pay',
	applePay: 'Apple Pay',
	link: 'Link by Stripe',
	amazonPay: 'Amazon Pay',
} as const;

interface CanPayArg {
	cart?: {
		cartTotals?: {
			total_price?: string;
			currency_code?: string;
			currency_minor_unit?: number;
		};
	};
}

export function registerExpressMethods(): void {
	// Where the store owner shows none, nothing is registered: WooCommerce
	// then draws no express area, and no wallet code or Stripe probe runs.
	if ( ! walletsShownHere() ) {
		return;
	}
	let settings;
	try {
		settings = readExpressDisplay();
	} catch ( error ) {
		// Settings the page lacks or printed wrong: nothing to draw the
		// buttons with. Said to the store admin, as for the methods.
		// eslint-disable-next-line no-console
		console.error( error instanceof Error ? error.message : error );
		return;
	}
	const space = document.querySelector( '.wp-block-woocommerce-cart' )
		? keepCartAreaSpace( settings.wallets.length, settings.button.height )
		: null;
	for ( const wallet of settings.wallets ) {
		const content = (
			<ExpressButton
				wallet={ wallet }
				settings={ settings }
				onDrawn={ space?.drawn }
			/>
		);
		registerExpressPaymentMethod( {
			name: `express_checkout_element_${ wallet }`,
			title: sprintf(
				/* translators: %s: a wallet's name, e.g. Google Pay. */
				__( 'WooCommerce Stripe - %s', 'woocommerce-gateway-stripe' ),
				BRANDS[ wallet ]
			),
			content,
			edit: content,
			paymentMethodId: 'express_checkout_element',
			gatewayId: 'stripe',
			supports: {
				features: [ 'products' ],
				style: [ 'height', 'borderRadius' ],
			},
			canMakePayment: async ( { cart }: CanPayArg ) => {
				const totals = cart?.cartTotals || {};
				const total = parseMoney( totals.total_price );
				const canPay =
					total > 0 &&
					( await walletAvailable(
						wallet,
						settings,
						toStripeAmount(
							total,
							{
								currency: totals.currency_code || '',
								minorUnit: totals.currency_minor_unit ?? 2,
							},
							settings.currencyDecimals
						),
						totals.currency_code || 'eur'
					) );
				space?.answered( canPay );
				return canPay;
			},
		} );
	}
}
