/**
 * Code that matters only with jQuery on the page (WooCommerce's jQuery
 * plugins, ./jquery-relay.ts) is loaded only there, and handed the page's
 * jQuery; a page without jQuery fetches none of it. Apart from the event
 * bridge, so that a page whose script needs no bridge carries none.
 */
export function withJQuery< J >(
	load: () => Promise< { default: ( $: J ) => void } >
): void {
	const $ = ( window as { jQuery?: unknown } ).jQuery;
	if ( typeof $ === 'function' ) {
		load().then(
			( module ) => module.default( $ as J ),
			() => {}
		);
	}
}
