/**
 * WooCommerce's "handler" events (jQuery's triggerHandler), asked and
 * answered through the one bridge (./jquery-bridge.ts): through jQuery when
 * it is on the page, natively otherwise. Apart from the bridge because only
 * the code that places an order or adds to the cart asks or answers them,
 * and that code loads after the page opens.
 */
import { forJQuery, jquery } from './jquery-bridge';

/**
 * Asks the listeners of a WooCommerce "handler" event (jQuery's
 * triggerHandler, as `checkout_place_order` is asked): false when any
 * listener answered false (or, natively, called preventDefault).
 */
export function ask(
	target: EventTarget,
	name: string,
	args: unknown[] = []
): boolean {
	const $ = jquery();
	if ( $ ) {
		return (
			$( target ).triggerHandler( name, forJQuery( $, args ) ) !== false
		);
	}
	return target.dispatchEvent(
		new CustomEvent( name, { cancelable: true, detail: args } )
	);
}

/**
 * Answers a "handler" event that WooCommerce asks (see `ask`), as gateways
 * answer `checkout_place_order_<gateway>`: a handler that returns false
 * stops what was asked for. Returns a function that stops answering.
 */
export function answer(
	target: EventTarget,
	name: string,
	handler: ( args: unknown[] ) => boolean | void
): () => void {
	const $ = jquery();
	if ( $ ) {
		const bound = ( _event: unknown, ...args: unknown[] ) =>
			handler( args ) === false ? false : undefined;
		$( target ).on( name, bound );
		return () => $( target ).off( name, bound );
	}
	const native = ( event: Event ) => {
		const detail = ( event as CustomEvent ).detail;
		if ( handler( Array.isArray( detail ) ? detail : [] ) === false ) {
			event.preventDefault();
		}
	};
	target.addEventListener( name, native );
	return () => target.removeEventListener( name, native );
}
