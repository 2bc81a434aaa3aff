/**
 * A page with order attribution for the tests: WooCommerce's page global
 * (two fields, tracking allowed), and the check that a printed element
 * carries the visit's fields as hidden inputs.
 */
import { initAttribution } from '../../../../assets/js/storefront/attribution/index';

type Config = {
	params: Record< string, unknown >;
	fields: Record< string, string >;
	getAttributionData?: () => Record< string, string | null >;
};

/** Prints the page's markup and global, then starts attribution. */
export function startPage(
	body: string,
	toCheckout?: Parameters< typeof initAttribution >[ 0 ]
): Config {
	document.body.innerHTML = body;
	const config: Config = {
		params: {
			allowTracking: true,
			prefix: 'wc_order_attribution_',
			lifetime: 6,
			session: 30,
		},
		fields: { source_type: 'current.typ', utm_source: 'current.src' },
	};
	(
		window as unknown as { wc_order_attribution: Config }
	 ).wc_order_attribution = config;
	initAttribution( toCheckout );
	return config;
}

export const PRINTED_ELEMENT =
	'<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';

export const flush = async () => {
	for ( let i = 0; i < 2; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

/** The printed element has one hidden input per field, with the visit's values. */
export function expectVisitInElement( config: Config ): void {
	const inputs = Array.from(
		document.querySelectorAll< HTMLInputElement >(
			'wc-order-attribution-inputs input[type="hidden"]'
		)
	);
	const values = config.getAttributionData!();
	// A first visit typed in: sourcebuster records it as such.
	expect( values.source_type ).toBe( 'typein' );
	expect( inputs.map( ( input ) => input.name ) ).toEqual( [
		'wc_order_attribution_source_type',
		'wc_order_attribution_utm_source',
	] );
	expect( inputs.map( ( input ) => input.value ) ).toEqual( [
		values.source_type ?? '',
		values.utm_source ?? '',
	] );
	const element = document.querySelector(
		'wc-order-attribution-inputs'
	) as unknown as { values: unknown };
	expect( element.values ).toEqual( values );
}
