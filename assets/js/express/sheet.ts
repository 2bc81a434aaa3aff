/**
 * Everything the wallet buttons need once the shopper acts, loaded then:
 * the express session of each button, with the page's own steps (product,
 * pay-for-order) and how this page shows messages and leaves; the cart's
 * amount read again after WooCommerce updated the cart or the checkout,
 * and what a tap meanwhile is told, at the buttons (tap-status.ts).
 */
import { leaveFor } from '../core/dom/leave-for';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { createExpressApi } from '../core/api/express-api';
import { createStoreApi, restCookieHeaders } from '../core/api/store-api';
import { unblock } from '../core/dom/block-ui';
import { amountForTap, createAmountReads } from '../core/express/amount-reads';
import type { ReadAnswer } from '../core/express/amount-reads';
import { clickResolveDetails } from '../core/express/click-details';
import { readOrderAttribution } from '../core/express/order-attribution';
import { readKeptCart } from '../core/express/separate-cart';
import { placePaymentRequestOrder } from '../core/express/payment-request-order';
import { createExpressSession } from '../core/express/session';
import type { ExpressFlow } from '../core/express/session-deps';
import type { ExpressSession } from '../core/express/session';
import type { SheetData } from '../core/express/sheet-data';
import type { TapDeadline } from '../core/express/tap-deadline';
import { amountUpdatingMessage } from '../core/messages/express';
import type { ExpressSettings, WalletKey } from '../core/settings/types';
import { createTransport } from '../core/transport/transport';
import type { Transport } from '../core/transport/types';
import { cartSheet } from './read-cart';
import { payForOrderData } from './order-sheet';
import { showExpressNotice } from './notices';
import type { ButtonsControl, PageSource } from './page-source';
import { productSource } from './sources/product';
import { checkoutFormFields } from './checkout-form-fields';
import { createTapStatus } from './tap-status';

export interface PageSheetInput {
	settings: ExpressSettings;
	container: HTMLElement;
	control: ButtonsControl;
	/**
	 * One payment at a time, and the order finished in the browser: the
	 * `wc/stripe` store's flow where the page has it (the classic pages,
	 * shared with their payment form), a flow of its own elsewhere, whose
	 * code may load with this sheet's (product-cart-buttons.ts).
	 */
	flow: ( transport: Transport ) => ExpressFlow | Promise< ExpressFlow >;
}

function customerNote(): string {
	const note = document.getElementById( 'order_comments' );
	return note instanceof HTMLTextAreaElement ? note.value : '';
}

export async function createPageSheet( input: PageSheetInput ) {
	const { settings, container, control } = input;
	// The page's requests start once the shopper acts, so the transport
	// loads with this code, not with the buttons.
	const transport = createTransport();
	const flow = await input.flow( transport );
	const api = createExpressApi( settings, transport );
	const storeApi = ( nonce: string ) =>
		createStoreApi(
			{ nonce, headers: restCookieHeaders( api.nonces().wpRest ) },
			transport
		);
	const status = createTapStatus( container );
	// The cart page's and classic checkout's amount, after WooCommerce's
	// updates: held while read, hidden when there is nothing to pay.
	const cartReads = createAmountReads< SheetData | null >( control.block );
	const applyCart = ( answer: ReadAnswer< SheetData | null > ) => {
		if ( ! answer.ok ) {
			// The buttons stay as they were: the next tap reads again.
			status( answer.message );
		} else {
			control.allow( !! answer.value );
			if ( answer.value ) {
				control.update( answer.value );
			}
			status( '' );
		}
		control.unblock();
	};
	let source: PageSource = {};
	if ( settings.isPayForOrder ) {
		source = { payForOrder: payForOrderData() || undefined };
	} else if ( settings.isProductPage ) {
		source = productSource( settings, api, transport, control, status );
	}
	const amountState = source.amountState || cartReads.state;

	/** The sheet of a tap, or null (refused, and the shopper told why). */
	const tapSheet = async ( deadline: TapDeadline ) => {
		if ( source.beforeClick ) {
			return source.beforeClick( deadline );
		}
		const read = await amountForTap( cartReads, deadline );
		if ( ! read.go ) {
			status( read.message );
			return null;
		}
		return control.current();
	};
	const sessions = new WeakMap< StripeElements, ExpressSession >();

	const sessionFor = (
		wallet: WalletKey,
		stripe: Stripe,
		elements: StripeElements
	): ExpressSession => {
		let session = sessions.get( elements );
		if ( session ) {
			return session;
		}
		session = createExpressSession( {
			stripe,
			elements,
			wallet,
			settings,
			api,
			storeApi,
			payForOrder: source.payForOrder || null,
			flow,
			page: {
				click: async ( _event, deadline ) => {
					const sheet = await tapSheet( deadline );
					return sheet
						? clickResolveDetails( {
								...sheet,
								requestPhone: settings.checkout.needsPayerPhone,
								defaultShippingOption:
									settings.checkout.defaultShippingOption,
								allowedShippingCountries:
									settings.allowedShippingCountries,
							} )
						: null;
				},
				cartReady: source.cartReady,
				ownCart: source.ownCart,
				readKeptCart: ( token ) =>
					readKeptCart( { transport, api }, token ),
				orderExtras: () => ( {
					attribution: readOrderAttribution(),
					emptyFields: settings.isCheckoutPage
						? {}
						: settings.customCheckoutFields,
					customerNote: customerNote(),
					paymentRequest: settings.paymentRequest,
				} ),
				// The gateway's legacy configuration serves no Store API
				// express path: the shopper's cart pays through its
				// `create_order` ("buy now" still pays in a cart of its own).
				placeOrder:
					settings.paymentRequest && ! source.payForOrder
						? ( payload ) =>
								placePaymentRequestOrder( payload, {
									transport,
									ajaxUrl: settings.ajaxUrl,
									nonce: settings.nonces.checkout,
									pageFields: checkoutFormFields,
								} )
						: undefined,
				updateAmount: ( amount ) => elements.update( { amount } ),
				status,
				notice: ( message ) =>
					showExpressNotice( container, message, 'info' ),
				failure: ( message ) => {
					unblock( container );
					showExpressNotice( container, message );
				},
				success: ( url ) => leaveFor( url ),
				cancel: () => {
					unblock( container );
					source.cancel?.();
				},
				// WooCommerce asks with the browser's own dialog.
				// eslint-disable-next-line no-alert
				confirm: ( message ) => window.confirm( message ),
				leave: ( url ) => leaveFor( url ),
			},
		} );
		sessions.set( elements, session );
		return session;
	};

	return {
		sessionFor,
		formChanged: source.formChanged,
		readSheet: () =>
			cartSheet( settings, transport ).then( ( answer ) =>
				answer.ok ? answer.value : null
			),
		/** WooCommerce updated the cart or the checkout: read its amount. */
		cartChanged() {
			// A new read: the last one's news is old, and the line follows
			// the buttons into the cart's new totals.
			status( '' );
			cartReads.read( () => cartSheet( settings, transport ), applyCart );
		},
		/** A tap on the held buttons' overlay. */
		heldTap() {
			if ( amountState() === 'reading' ) {
				status( amountUpdatingMessage() );
			}
		},
	};
}

export type PageSheet = Awaited< ReturnType< typeof createPageSheet > >;
