/**
 * The wallet buttons on a classic page: one Express Checkout Element per
 * wallet the store turned on, each in its own box inside the page's
 * container, each with the one express session. The container shows when a
 * wallet reports it can pay; a wallet that cannot, or fails to load, leaves
 * no trace.
 */
import { dispatch } from '@wordpress/data';
import type {
	Stripe,
	StripeElements,
	StripeExpressCheckoutElement,
} from '@stripe/stripe-js';
import { createExpressApi } from '../core/api/express-api';
import { createStoreApi } from '../core/api/store-api';
import { block, unblock } from '../core/dom/block-ui';
import { clickResolveDetails } from '../core/express/click-details';
import {
	expressElementOptions,
	expressElementsOptions,
} from '../core/express/element-options';
import { readOrderAttribution } from '../core/express/order-attribution';
import { createExpressSession } from '../core/express/session';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings, WalletKey } from '../core/settings/types';
import { createTransport } from '../core/transport/transport';
import { store as stripeStore } from '../stores/stripe';
import { showExpressNotice } from './notices';
import type { ButtonsControl, PageSource } from './page-source';
import { createVisibility } from './visibility';

interface Mounted {
	elements: StripeElements;
	element: StripeExpressCheckoutElement;
	box: HTMLElement;
}

function customerNote(): string {
	const note = document.getElementById( 'order_comments' );
	return note instanceof HTMLTextAreaElement ? note.value : '';
}

export async function startWalletButtons(
	container: HTMLElement,
	settings: ExpressSettings,
	source: PageSource
): Promise< void > {
	const store = dispatch( stripeStore );
	const stripe: Stripe | null = await store.getStripe();
	let data = stripe ? await source.load() : null;
	if ( ! stripe || ! data ) {
		return;
	}
	const transport = createTransport();
	const api = createExpressApi( settings, transport );
	const visibility = createVisibility( container );
	let mounted: Mounted[] = [];

	const flow = {
		begin: () => store.beginFlow( 'creating-order' ),
		fail: ( message: string ) => store.failFlow( message ),
		complete: ( redirect: string ) => store.completeOrder( redirect ),
	};

	const mountWallet = ( wallet: WalletKey, sheet: SheetData ) => {
		const box = document.createElement( 'div' );
		box.id = `wc-stripe-express-checkout-element-${ wallet }`;
		container.appendChild( box );
		const elements = stripe.elements(
			expressElementsOptions( {
				wallets: [ wallet ],
				amount: sheet.amount,
				currency: sheet.currency,
				locale: settings.locale,
				button: settings.button,
				hasFreeTrial: settings.hasFreeTrial,
			} )
		);
		const element = elements.create(
			'expressCheckout',
			expressElementOptions( [ wallet ], settings.button )
		);
		const session = createExpressSession( {
			stripe,
			elements,
			wallet,
			settings,
			api,
			storeApi: ( nonce ) => createStoreApi( { nonce }, transport ),
			payForOrder: source.payForOrder || null,
			flow,
			page: {
				click: async ( event ) => {
					const current = source.beforeClick
						? await source.beforeClick( data!, event )
						: data;
					return current
						? clickResolveDetails( {
								...current,
								requestPhone: settings.checkout.needsPayerPhone,
								defaultShippingOption:
									settings.checkout.defaultShippingOption,
								allowedShippingCountries:
									settings.allowedShippingCountries,
							} )
						: null;
				},
				cartReady: source.cartReady,
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
				success: async ( url ) => {
					await source.beforeLeave?.();
					window.location.assign( url );
				},
				cancel: () => {
					unblock( container );
					source.cancel?.();
				},
				// WooCommerce asks with the browser's own dialog.
				// eslint-disable-next-line no-alert
				confirm: ( message ) => window.confirm( message ),
				leave: ( url ) => window.location.assign( url ),
			},
		} );
		element.on( 'ready', ( event ) => {
			if ( event.availablePaymentMethods?.[ wallet ] ) {
				visibility.available();
			} else {
				box.remove();
			}
		} );
		element.on( 'loaderror', () => box.remove() );
		element.on( 'click', session.onClick );
		element.on( 'shippingaddresschange', session.onShippingAddressChange );
		element.on( 'shippingratechange', session.onShippingRateChange );
		element.on( 'confirm', ( event ) => {
			// The page waits while the order is made and paid.
			block( container );
			session.onConfirm( event );
		} );
		element.on( 'cancel', session.onCancel );
		element.mount( box );
		return { elements, element, box };
	};

	const mountAll = () => {
		mounted = settings.wallets.map( ( wallet ) =>
			mountWallet( wallet, data! )
		);
	};

	const control: ButtonsControl = {
		update( next ) {
			data = next;
			mounted.forEach( ( { elements } ) =>
				elements.update( { amount: next.amount } )
			);
		},
		allow: visibility.allow,
		block: () => block( container ),
		unblock: () => unblock( container ),
		remount() {
			mounted.forEach( ( { element, box } ) => {
				element.destroy();
				box.remove();
			} );
			mountAll();
		},
	};

	mountAll();
	source.watch?.( control );
}
