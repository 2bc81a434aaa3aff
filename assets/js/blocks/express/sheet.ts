/**
 * What a block checkout wallet button needs once the shopper acts, loaded
 * then: the express session, with WooCommerce's props giving the sheet's
 * lines (stated one way at every step, sheet-lines.ts), shipping and
 * rates, and its onClick / onClose / onError.
 */
import { leaveFor } from '../../core/dom/leave-for';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { dispatch, select } from '@wordpress/data';
import { createExpressApi } from '../../core/api/express-api';
import { createStoreApi, restCookieHeaders } from '../../core/api/store-api';
import { stripeScale } from '../../core/amounts/stripe-amount';
import { clickResolveDetails } from '../../core/express/click-details';
import { readOrderAttribution } from '../../core/express/order-attribution';
import { readKeptCart } from '../../core/express/separate-cart';
import { createExpressSession } from '../../core/express/session';
import type { WalletKey } from '../../core/settings/types';
import { parseExpressSettings } from '../../core/settings/parse-express-settings';
import { expressIsLegacy, rawExpressSettings } from '../settings';
import { createTransport } from '../../core/transport/transport';
import { store as stripeStore } from '../../stores/stripe/index';
import { storePaymentFlow } from '../../stores/stripe/payment-flow';
import { walletFlow } from '../../stores/payment-flow/wallet-flow';
import type { ExpressMethodProps } from './types';
import { clickLines, quoteLines } from './sheet-lines';
import { wooStoreApiNonce } from './woo-store-nonce';

export interface BlockSheetInput {
	stripe: Stripe;
	elements: StripeElements;
	wallet: WalletKey;
	/** The component's latest props. */
	props: () => Partial< ExpressMethodProps >;
	/** The button's status line (see core/express/session.ts). */
	status: ( message: string ) => void;
}

export function createBlockSession( input: BlockSheetInput ) {
	const { elements, props, status } = input;
	// Everything a payment needs, read once the shopper acts.
	const settings = parseExpressSettings(
		rawExpressSettings(),
		expressIsLegacy()
	);
	const decimals = settings.currencyDecimals;
	const store = dispatch( stripeStore );
	store.setExpressSettings( settings );
	const transport = createTransport();
	const api = createExpressApi( settings, transport );
	return createExpressSession( {
		...input,
		settings,
		api,
		storeApi: ( nonce ) =>
			createStoreApi(
				{
					// The gateway's, else WooCommerce's own (8.8.0).
					nonce: nonce || wooStoreApiNonce(),
					headers: restCookieHeaders( api.nonces().wpRest ),
				},
				transport
			),
		payForOrder: null,
		flow: walletFlow( storePaymentFlow() ),
		page: {
			// A "buy now" left unconfirmed on a product page is asked about
			// here too, before a tap pays.
			readKeptCart: ( token ) =>
				readKeptCart( { transport, api }, token ),
			click() {
				const { billing, cartData, shippingData, onClick } = props();
				if ( ! billing || ! shippingData ) {
					return null;
				}
				onClick?.();
				const { currency } = billing;
				const scale = stripeScale(
					{ currency: currency.code, minorUnit: currency.minorUnit },
					decimals
				);
				const rates =
					shippingData.shippingRates[ 0 ]?.shipping_rates || [];
				return clickResolveDetails( {
					lineItems: clickLines( { billing, cartData }, decimals ),
					requestShipping: shippingData.needsShipping,
					requestPhone: settings.checkout.needsPayerPhone,
					// The chosen rate first: wallets preselect the first.
					shippingRates: [ ...rates ]
						.sort(
							( a, b ) =>
								Number( !! b.selected ) -
								Number( !! a.selected )
						)
						.map( ( rate ) => ( {
							id: rate.rate_id,
							displayName: rate.name,
							amount: scale( rate.price ),
						} ) ),
					defaultShippingOption:
						settings.checkout.defaultShippingOption,
					allowedShippingCountries: settings.allowedShippingCountries,
				} );
			},
			orderExtras: () => {
				// What the checkout would send with its own order: other
				// plugins' extension data and the additional fields.
				const checkout = select( 'wc/store/checkout' ) as
					| {
							getExtensionData?: () => Record< string, unknown >;
							getAdditionalFields?: () => Record<
								string,
								unknown
							>;
					  }
					| undefined;
				return {
					attribution: readOrderAttribution(),
					extensions: checkout?.getExtensionData?.() || {},
					additionalFields: checkout?.getAdditionalFields?.() || {},
					// The legacy configuration titles the order from the
					// wallet's `payment_request_type` (add_order_meta()).
					paymentRequest: settings.paymentRequest,
				};
			},
			updateAmount: ( amount ) => elements.update( { amount } ),
			// The lines are stated as the click stated them (sheet-lines.ts).
			restateQuote: ( answer ) => {
				const { billing, cartData } = props();
				return billing
					? quoteLines( { billing, cartData }, answer, decimals )
					: null;
			},
			status,
			notice: () => {},
			failure: ( message ) => props().onError?.( message ),
			success: ( url ) => leaveFor( url ),
			cancel: () => props().onClose?.(),
			// WooCommerce asks with the browser's own dialog.
			// eslint-disable-next-line no-alert
			confirm: ( message ) => window.confirm( message ),
			leave: ( url ) => leaveFor( url ),
		},
	} );
}
