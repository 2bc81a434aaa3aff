/**
 * The wallet buttons on a classic page: one Express Checkout Element per
 * wallet the store turned on, each in its own box inside the page's
 * container. The container shows when a wallet reports it can pay; a wallet
 * that cannot, or fails to load, leaves no trace. What a click needs (the
 * express session, the page's own steps) loads when the shopper first acts.
 */
import type {
	Stripe,
	StripeElements,
	StripeExpressCheckoutElement,
} from '@stripe/stripe-js';
import { block, unblock } from '../core/dom/block-ui';
import {
	shopperHasActed,
	whenShopperActs,
} from '../core/dom/when-shopper-acts';
import {
	expressElementOptions,
	expressElementsOptions,
} from '../core/express/element-options';
import { forwardToSession } from '../core/express/element-events';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings, WalletKey } from '../core/settings/types';
import type { ButtonsControl } from './page-source';
import type { PageSheetInput } from './sheet';
import { listen } from '../core/dom/jquery-bridge';
import type { watchProductForm } from '../core/product-form/watch-form';
import { createVisibility } from './visibility';

export type FormWatcher = typeof watchProductForm;

interface Mounted {
	elements: StripeElements;
	element: StripeExpressCheckoutElement;
	box: HTMLElement;
}

export async function startWalletButtons(
	container: HTMLElement,
	settings: ExpressSettings,
	/**
	 * The sheet the buttons start with: what the page printed, or, where it
	 * printed none, the page's way of reading it (null: nothing to sell).
	 */
	initial: SheetData | null | ( () => Promise< SheetData | null > ),
	/** The page's Stripe.js (from the store, or loaded for it). */
	loadStripe: () => Promise< Stripe | null >,
	/** The page's payment flow (see PageSheetInput). */
	flow: PageSheetInput[ 'flow' ],
	/** Product pages: follows the product form's changes. */
	watchProductForm?: FormWatcher
): Promise< void > {
	let data: SheetData | null = null;
	let mounted: Mounted[] = [];
	/** Held while their amount is read (not while a payment runs). */
	let held = false;
	const visibility = createVisibility( container );

	const control: ButtonsControl = {
		current: () => data!,
		update( next ) {
			data = next;
			mounted.forEach( ( { elements } ) =>
				elements.update( { amount: next.amount } )
			);
		},
		allow: visibility.allow,
		block() {
			held = true;
			block( container );
		},
		unblock() {
			held = false;
			unblock( container );
		},
		remount() {
			mounted.forEach( ( { element, box } ) => {
				element.destroy();
				box.remove();
			} );
			mountAll();
		},
	};

	// Set up now: the shopper's first act starts loading it, whatever the
	// page goes on to draw.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return
	const sheet = whenShopperActs( () =>
		import( './sheet' ).then( ( module ) =>
			module.createPageSheet( {
				settings,
				container,
				control,
				flow,
			} )
		)
	);

	data = typeof initial === 'function' ? await initial() : initial;
	const stripe = data && ( await loadStripe() );
	if ( ! data || ! stripe ) {
		visibility.none();
		return;
	}

	const mountWallet = ( wallet: WalletKey ): Mounted => {
		const box = document.createElement( 'div' );
		box.id = `wc-stripe-express-checkout-element-${ wallet }`;
		container.appendChild( box );
		const elements = stripe.elements(
			expressElementsOptions( {
				wallets: [ wallet ],
				amount: control.current().amount,
				currency: control.current().currency,
				locale: settings.locale,
				button: settings.button,
				hasFreeTrial: settings.hasFreeTrial,
			} )
		);
		const element = elements.create(
			'expressCheckout',
			expressElementOptions( [ wallet ], settings.button )
		);
		const session = () =>
			sheet().then( ( page ) =>
				page.sessionFor( wallet, stripe, elements )
			);
		element.on( 'ready', ( event ) => {
			if ( event.availablePaymentMethods?.[ wallet ] ) {
				visibility.available();
			} else {
				box.remove();
				visibility.unavailable();
			}
		} );
		element.on( 'loaderror', () => {
			box.remove();
			visibility.unavailable();
		} );
		// The page waits while the order is made and paid.
		forwardToSession( element, session, () => block( container ) );
		element.mount( box );
		return { elements, element, box };
	};

	const mountAll = () => {
		visibility.expect( settings.wallets.length );
		mounted = settings.wallets.map( mountWallet );
	};

	mountAll();
	// A tap on the held buttons lands on their overlay: it is told why.
	container.addEventListener( 'click', () => {
		if ( held ) {
			sheet().then( ( page ) => page.heldTap() );
		}
	} );
	if ( settings.isProductPage ) {
		watchProductForm?.( control.block, ( what ) =>
			sheet().then( ( page ) => page.formChanged?.( what ) )
		);
	} else if ( ! settings.isPayForOrder ) {
		// The sheet follows WooCommerce's cart and checkout updates. The
		// checkout's own update as it opens changes nothing the page did not
		// print: only updates after the shopper acted are read. Until the
		// read answers, the buttons are held at once: a tap would open the
		// sheet with the old total while the shop charges the new one.
		const refresh = () => {
			if ( shopperHasActed() ) {
				control.block();
				sheet()
					.then( ( page ) => page.cartChanged() )
					// Without the code to read it, nothing can be sold.
					.catch( () => {
						control.allow( false );
						control.unblock();
					} );
			}
		};
		listen( document.body, 'updated_cart_totals', refresh );
		listen( document.body, 'updated_checkout', refresh );
	}
}
