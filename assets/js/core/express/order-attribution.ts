/**
 * WooCommerce's order attribution on pages with wallet buttons: the values
 * sit in the hidden inputs of the first `<wc-order-attribution-inputs>`;
 * an express order sends them without the `wc_order_attribution_` prefix,
 * empty ones left out. The block checkout prints no such element: there the
 * attribution script's own `getAttributionData()` gives the same values.
 */
const PREFIX = 'wc_order_attribution_';

interface AttributionScript {
	getAttributionData?: () => Record< string, unknown >;
}

function fromScript(): Record< string, string > | null {
	const script = (
		window as unknown as { wc_order_attribution?: AttributionScript }
	 ).wc_order_attribution;
	const data = script?.getAttributionData?.();
	if ( ! data || typeof data !== 'object' ) {
		return null;
	}
	return Object.fromEntries(
		Object.entries( data ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string' && entry[ 1 ] !== ''
		)
	);
}

export function readOrderAttribution(
	root: ParentNode = document
): Record< string, string > | null {
	const element = root.querySelector( 'wc-order-attribution-inputs' );
	if ( ! element ) {
		return fromScript();
	}
	const values: Record< string, string > = {};
	element.querySelectorAll( 'input' ).forEach( ( input ) => {
		if ( input.name.startsWith( PREFIX ) && input.value ) {
			values[ input.name.slice( PREFIX.length ) ] = input.value;
		}
	} );
	return values;
}
