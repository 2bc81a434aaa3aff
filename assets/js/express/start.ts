/**
 * What every page with wallet buttons does first: find the buttons'
 * container (either of the gateway's), leave the block checkout to its own express methods (unless it
 * pays an existing order), and draw the buttons from the sheet the page
 * printed.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { SheetData } from '../core/express/sheet-data';
import type { ExpressSettings } from '../core/settings/types';
import type { PageSheetInput } from './sheet';
import type { FormWatcher } from './wallet-buttons';
import { startWalletButtons } from './wallet-buttons';
import { keptSpaceBefore } from '../core/express/kept-space';

export interface PageOptions {
	loadStripe: () => Promise< Stripe | null >;
	/** The page's payment flow (see PageSheetInput). */
	flow: PageSheetInput[ 'flow' ];
	/** The sheet the page printed (undefined: read it from the cart). */
	printed: ( settings: ExpressSettings ) => SheetData | null | undefined;
	/**
	 * Product pages: follows the product form (given by the script of the
	 * pages that have one, so the others do not carry it).
	 */
	watchProductForm?: FormWatcher;
}

export function startOnPage(
	settings: ExpressSettings | null,
	{ loadStripe, flow, printed, watchProductForm }: PageOptions
): void {
	// The gateway's container: its Express Checkout Element's, else its
	// legacy Payment Request Button's hidden wrapper (the buttons draw in
	// it, after its empty button box).
	const container = document.querySelector< HTMLElement >(
		'#wc-stripe-express-checkout-element,#wc-stripe-payment-request-wrapper'
	);
	if ( ! container ) {
		return;
	}
	if ( ! settings || ( settings.hasBlock && ! settings.isPayForOrder ) ) {
		// No buttons will be drawn here: the space kept for them goes.
		keptSpaceBefore( container )?.remove();
		return;
	}
	const sheet = printed( settings );
	startWalletButtons(
		container,
		settings,
		// No sheet printed: the cart, read as the page opens.
		sheet !== undefined
			? sheet
			: () =>
					import( './initial-cart' ).then( ( module ) =>
						module.initialCartSheet( settings )
					),
		loadStripe,
		flow,
		watchProductForm
	);
}
