/**
 * The order attribution a page offers to an express order: the inputs of
 * the first `<wc-order-attribution-inputs>`, keyed by field name without the
 * `wc_order_attribution_` prefix, empty values left out (the shape of the
 * Store API checkout's `extensions['woocommerce/order-attribution']`).
 */
const PREFIX = 'wc_order_attribution_';

export function attributionFromInputs(
	root: ParentNode = document
): Record< string, string > {
	const values: Record< string, string > = {};
	const element = root.querySelector( 'wc-order-attribution-inputs' );
	element?.querySelectorAll( 'input' ).forEach( ( input ) => {
		if ( input.value !== '' ) {
			values[ input.name.replace( PREFIX, '' ) ] = input.value;
		}
	} );
	return values;
}
