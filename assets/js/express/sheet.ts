/**
 * Everything the wallet buttons need once the shopper acts, loaded then:
 * the express session of each button, with the page's own steps (product,
 * pay-for-order) and how this page shows messages and leaves.
 */
import { leaveFor } from '../core/dom/leave-for';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { createExpressApi } from '../core/api/express-api';
import { createStoreApi, restCookieHeaders } from '../core/api/store-api';
import { unblock } from '../core/dom/block-ui';
import { clickResolveDetails } from '../core/express/click-details';
import { readOrderAttribution } from '../core/express/order-attribution';
import { readKeptCart } from '../core/express/separate-cart';
import { createExpressSession } from '../core/express/session';
import type { ExpressFlow, ExpressSession } from '../core/express/session';
import type { ExpressSettings, WalletKey } from '../core/settings/types';
import { createTransport } from '../core/transport/transport';
import type { Transport } from '../core/transport/types';
import { cartSheet } from './read-cart';
import { payForOrderData } from './order-sheet';
import { showExpressNotice } from './notices';
import type { ButtonsControl, PageSource } from './page-source';
import { productSource } from './sources/product';

export interface PageSheetInput {
	settings: ExpressSettings;
	container: HTMLElement;
	control: ButtonsControl;
	/**
	 * One payment at a time, and the order finished in the browser: the
	 * `wc/stripe` store's flow where the page has it (the classic pages,
	 * shared with their payment form), a flow of its own elsewhere.
	 */
	flow: ( transport: Transport ) => ExpressFlow;
}

/** How long a tap waits for a cart read under way (Stripe allows 1 s). */
const READ_WAIT_MS = 700;

/**
 * The cart's sheet once no read is under way; null (no sheet, nothing
 * charged) when the read is still out: the total it shows would be old.
 */
async function settledSheet( control: ButtonsControl ) {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const settled = await Promise.race( [
		control.settled().then( () => true ),
		new Promise< boolean >( ( resolve ) => {
			timer = setTimeout( () => resolve( false ), READ_WAIT_MS );
		} ),
	] );
	clearTimeout( timer );
	return settled ? control.current() : null;
}

function customerNote(): string {
	const note = document.getElementById( 'order_comments' );
	return note instanceof HTMLTextAreaElement ? note.value : '';
}

export function createPageSheet( input: PageSheetInput ) {
	const { settings, container, control } = input;
	// The page's requests start once the shopper acts, so the transport
	// loads with this code, not with the buttons.
	const transport = createTransport();
	const flow = input.flow( transport );
	const api = createExpressApi( settings, transport );
	const storeApi = ( nonce: string ) =>
		createStoreApi(
			{ nonce, headers: restCookieHeaders( api.nonces().wpRest ) },
			transport
		);
	let source: PageSource = {};
	if ( settings.isPayForOrder ) {
		source = { payForOrder: payForOrderData() || undefined };
	} else if ( settings.isProductPage ) {
		source = productSource( settings, api, transport, container, control );
	}
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
				click: async () => {
					const sheet = source.beforeClick
						? await source.beforeClick()
						: await settledSheet( control );
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
				} ),
				updateAmount: ( amount ) => elements.update( { amount } ),
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
		readSheet: () => cartSheet( settings, transport ),
	};
}

export type PageSheet = ReturnType< typeof createPageSheet >;
