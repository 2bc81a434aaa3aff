/**
 * Changes other scripts make through jQuery reach our native listeners.
 *
 * WooCommerce binds its handlers with jQuery, so an address plugin's
 * `$( '#billing_country' ).val( 'DE' ).trigger( 'change' )`, select2's and
 * selectWoo's own `trigger( 'change' )`, or a field editor's
 * `trigger( 'validate' )` reach them. jQuery's trigger() dispatches nothing
 * natively for these (it only calls an element's method of the same name,
 * and there is no `change()`, `input()`, `validate()` or `refresh()`), so
 * our listeners, bound with addEventListener, would never hear them.
 *
 * jQuery's own extension points carry them over, each event once: after
 * jQuery's handlers ran, the event's `_default` action dispatches it
 * natively (a CustomEvent whose `detail` holds the trigger's extra
 * arguments, as our bridge fires events without jQuery); that native event
 * then reaches jQuery's dispatcher too, which `preDispatch` turns away, so
 * no jQuery handler runs twice. A native event (the shopper's) never goes
 * through trigger(), so it is never relayed. Any hook another script set on
 * these events still runs.
 */

/** jQuery's special event hooks, as far as we use them. */
interface SpecialHooks {
	_default?: ( this: unknown, ...args: unknown[] ) => unknown;
	preDispatch?: ( this: unknown, event: unknown ) => unknown;
}

export interface RelayJQuery {
	event: { special: Record< string, SpecialHooks | undefined > };
}

/**
 * Events WooCommerce's handlers hear through jQuery on the fields and the
 * forms we stand in for: `change` and `input` (checkout.js validation and
 * totals, cart.js, add-to-cart-variation.js), `validate` (checkout.js) and
 * `refresh` (country-select.js), woocommerce 10.0.2.
 */
const RELAYED_EVENTS = [ 'change', 'input', 'validate', 'refresh' ];

/** The native events we dispatched, which jQuery's handlers already had. */
const relayed = new WeakSet< object >();

export default function relayJQueryEvents( $: RelayJQuery ): void {
	for ( const type of RELAYED_EVENTS ) {
		const hooks = ( $.event.special[ type ] ||= {} );
		const { _default: before, preDispatch } = hooks;
		hooks._default = function ( event, ...args ) {
			const target = ( event as { target?: EventTarget } ).target;
			if ( target?.dispatchEvent ) {
				const native = new CustomEvent( type, {
					bubbles: true,
					detail: args,
				} );
				relayed.add( native );
				target.dispatchEvent( native );
			}
			return before?.call( this, event, ...args );
		};
		hooks.preDispatch = function ( event ) {
			const original = ( event as { originalEvent?: object } )
				.originalEvent;
			if ( original && relayed.has( original ) ) {
				return false;
			}
			return preDispatch?.call( this, event );
		};
	}
}
