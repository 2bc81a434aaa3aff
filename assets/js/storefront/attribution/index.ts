/**
 * Order attribution (in place of WooCommerce's order-attribution script
 * with sourcebuster): each page view is recorded in sourcebuster's cookies,
 * and the visit's fields go into every `<wc-order-attribution-inputs>`
 * (classic checkout, registration) and, on the block checkout, into its
 * extension data (block-checkout.ts). The element's code is fetched only
 * where the page prints one (the build puts it in the script of pages that
 * always do, so there it costs no request). The page global
 * `wc_order_attribution` gets WooCommerce's `getAttributionData()` and
 * `setOrderTracking( allow )`. Where WooCommerce's own script already runs,
 * it is left to do the work.
 */
import {
	readSbjsCookies,
	removeSbjsCookies,
	writeSbjsCookie,
} from './cookie-jar';
import { attributionValues, ELEMENT_NAME } from './fields';
import type { AttributionValues } from './fields';
import { recordVisit } from './visit';

interface AttributionGlobal {
	params?: {
		lifetime?: unknown;
		session?: unknown;
		prefix?: unknown;
		allowTracking?: unknown;
	};
	fields?: Record< string, string >;
	getAttributionData?: () => AttributionValues;
	setOrderTracking?: ( allow: boolean ) => void;
}

/**
 * @param toCheckout Where the page has a checkout that takes the values
 *                   another way (the block checkout's store): called with
 *                   them each time they are shared.
 */
export function initAttribution(
	toCheckout?: ( values: () => AttributionValues ) => void
): void {
	const config = (
		window as unknown as { wc_order_attribution?: AttributionGlobal }
	 ).wc_order_attribution;
	if ( ! config || config.getAttributionData ) {
		return;
	}
	const params = config.params || {};
	const fields = config.fields || {};
	const prefix = String( params.prefix ?? 'wc_order_attribution_' );
	let recorded = false;

	// Without consent every field is null: read as if no cookie were set.
	const getAttributionData = () =>
		attributionValues(
			params.allowTracking ? readSbjsCookies() : {},
			fields
		);
	config.getAttributionData = getAttributionData;
	const share = () => {
		const values = getAttributionData();
		// Before the element is defined, a value set on one would hide the
		// element's own `values` for good: those wait for the definition.
		if ( window.customElements.get( ELEMENT_NAME ) ) {
			document
				.querySelectorAll( ELEMENT_NAME )
				.forEach(
					( element ) =>
						( (
							element as unknown as { values: AttributionValues }
						 ).values = values )
				);
		}
		toCheckout?.( getAttributionData );
	};
	config.setOrderTracking = ( allow: boolean ) => {
		params.allowTracking = allow;
		if ( ! allow ) {
			removeSbjsCookies();
		} else if ( ! recorded ) {
			recorded = true;
			recordVisit(
				readSbjsCookies(),
				{
					search: window.location.search,
					href: window.location.href,
					referrer: document.referrer,
					hostname: window.location.hostname,
					userAgent: window.navigator.userAgent,
					now: new Date(),
				},
				{
					lifetime: Number( params.lifetime ) || 6,
					session: Number( params.session ) || 30,
				}
			).forEach( writeSbjsCookie );
		}
		share();
	};

	if ( document.querySelector( ELEMENT_NAME ) ) {
		import( './inputs-element' ).then( ( { defineInputsElement } ) => {
			defineInputsElement( Object.keys( fields ), prefix );
			// The elements are filled again once they are defined.
			share();
		} );
	}
	config.setOrderTracking( !! params.allowTracking );
}
