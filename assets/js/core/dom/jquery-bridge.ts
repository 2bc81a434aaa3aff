/**
 * The one bridge to WooCommerce's jQuery events. Our code uses no jQuery, but
 * other plugins listen to (and fire) WooCommerce's events through it:
 * `added_to_cart`, `updated_checkout`, `checkout_error`, `update_checkout`…
 * When jQuery is on the page, events go through it so jQuery listeners get
 * WooCommerce's extra arguments; without it, they are DOM CustomEvents whose
 * `detail` holds those arguments.
 *
 * Each event goes one way only: through jQuery when it is there, natively
 * otherwise. jQuery binds its handlers with addEventListener, so firing both
 * ways would call every jQuery listener twice. (jQuery's trigger() of an
 * event other scripts fire reaches our native listeners through
 * ./jquery-relay.ts, loaded only where jQuery is.) WooCommerce's "handler"
 * events, asked and answered, are in ./jquery-asks.ts: only the code that
 * places an order or adds to the cart needs them, never a page opening.
 */

interface JQueryCollection {
	trigger: ( name: string, args?: unknown[] ) => unknown;
	triggerHandler: ( name: string, args?: unknown[] ) => unknown;
	on: (
		name: string,
		handler: ( event: unknown, ...args: unknown[] ) => unknown
	) => unknown;
	off: (
		name: string,
		handler: ( event: unknown, ...args: unknown[] ) => unknown
	) => unknown;
}

type JQueryLike = ( target: unknown ) => JQueryCollection;

/** The page's jQuery, or null on a page without it. */
export function jquery(): JQueryLike | null {
	const candidate = ( window as unknown as { jQuery?: unknown } ).jQuery;
	return typeof candidate === 'function' ? ( candidate as JQueryLike ) : null;
}

/**
 * WooCommerce hands jQuery listeners its elements as jQuery objects
 * (`$button`, `$wrapper`): page elements among the arguments are wrapped.
 */
export function forJQuery( $: JQueryLike, args: unknown[] ): unknown[] {
	return args.map( ( arg ) => ( arg instanceof Element ? $( arg ) : arg ) );
}

/**
 * Fires a WooCommerce event on a page element, with its extra arguments
 * (elements among them as jQuery objects, unless `asIs`: the few events
 * WooCommerce fires with a plain element).
 */
export function emit(
	target: EventTarget,
	name: string,
	args: unknown[] = [],
	asIs?: boolean
): void {
	const $ = jquery();
	if ( $ ) {
		$( target ).trigger( name, asIs ? args : forJQuery( $, args ) );
		return;
	}
	target.dispatchEvent(
		new CustomEvent( name, { bubbles: true, detail: args } )
	);
}

/**
 * Listens to an event other scripts fire (through jQuery when it is on the
 * page, natively otherwise). The handler gets the event's extra arguments
 * and the element it was fired on. Returns a function that stops listening.
 */
export function listen(
	target: EventTarget,
	name: string,
	handler: ( args: unknown[], origin: EventTarget | null ) => void
): () => void {
	const $ = jquery();
	if ( $ ) {
		// Nothing returned: to jQuery a handler's false means "stop
		// propagation", which would silence every listener further up.
		const bound = ( event: unknown, ...args: unknown[] ) => {
			handler( args, ( event as Event ).target );
		};
		$( target ).on( name, bound );
		return () => $( target ).off( name, bound );
	}
	const native = ( event: Event ) => {
		const detail = ( event as CustomEvent ).detail;
		handler( Array.isArray( detail ) ? detail : [], event.target );
	};
	target.addEventListener( name, native );
	return () => target.removeEventListener( name, native );
}
