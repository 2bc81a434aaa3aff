/**
 * The wallet element's events, handed to the express session: the click,
 * the sheet's shipping address and rate, the confirmation and the cancel.
 * The session is asked for only when an event comes (its code loads then),
 * so every page wires its element the same way and pays for the session
 * only once the shopper acts.
 */
import type { StripeExpressCheckoutElement } from '@stripe/stripe-js';
import type { ExpressSession } from './session';

type SessionEvents = Pick<
	ExpressSession,
	| 'onClick'
	| 'onShippingAddressChange'
	| 'onShippingRateChange'
	| 'onConfirm'
	| 'onCancel'
>;

export function forwardToSession(
	element: StripeExpressCheckoutElement,
	session: () => Promise< SessionEvents >,
	/** Runs as the confirmation starts, before the session has it. */
	confirming: () => void = () => {}
): void {
	element.on( 'click', ( event ) =>
		session().then( ( s ) => s.onClick( event ) )
	);
	element.on( 'shippingaddresschange', ( event ) =>
		session().then( ( s ) => s.onShippingAddressChange( event ) )
	);
	element.on( 'shippingratechange', ( event ) =>
		session().then( ( s ) => s.onShippingRateChange( event ) )
	);
	element.on( 'confirm', ( event ) => {
		confirming();
		session().then( ( s ) => s.onConfirm( event ) );
	} );
	element.on( 'cancel', () => session().then( ( s ) => s.onCancel() ) );
}
