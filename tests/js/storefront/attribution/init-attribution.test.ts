/**
 * Order attribution on a page: the `<wc-order-attribution-inputs>` element's
 * code loads only where the page prints one, and once defined the element
 * carries the visit's fields; a page without one defines nothing.
 */
import { initAttribution } from '../../../../assets/js/storefront/attribution/index';
import { inputsOnDemand } from '../../../../assets/js/storefront/attribution/inputs-on-demand';

type Config = {
	params: Record< string, unknown >;
	fields: Record< string, string >;
	getAttributionData?: () => Record< string, string | null >;
};

function configure(): Config {
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
	return config;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'Order attribution on a page', () => {
	it( 'defines no element on a page that prints none', async () => {
		document.body.innerHTML = '<p>shop</p>';
		configure();
		initAttribution( inputsOnDemand );
		await flush();
		expect(
			window.customElements.get( 'wc-order-attribution-inputs' )
		).toBeUndefined();
	} );

	it( "gives a printed element one hidden input per field, holding the visit's values", async () => {
		document.body.innerHTML =
			'<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
		const config = configure();
		initAttribution( inputsOnDemand );
		await flush();
		await flush();
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
		expect(
			(
				document.querySelector(
					'wc-order-attribution-inputs'
				) as unknown as {
					values: unknown;
				}
			 ).values
		).toEqual( values );
	} );
} );
