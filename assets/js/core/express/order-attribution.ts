/**
 * WooCommerce's order attribution on pages with wallet buttons: the values
 * sit in the hidden inputs of the first `<wc-order-attribution-inputs>`;
 * an express order sends them without the `wc_order_attribution_` prefix,
 * empty ones left out.
 */
const PREFIX = 'wc_order_attribution_';

export function readOrderAttribution(
	root: ParentNode = document
): Record< string, string > | null {
	const element = root.querySelector( 'wc-order-attribution-inputs' );
	if ( ! element ) {
		return null;
	}
	const values: Record< string, string > = {};
	element.querySelectorAll( 'input' ).forEach( ( input ) => {
		if ( input.name.startsWith( PREFIX ) && input.value ) {
			values[ input.name.slice( PREFIX.length ) ] = input.value;
		}
	} );
	return values;
}
