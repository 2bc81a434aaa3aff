/**
 * Order attribution on a page whose script carries the element's code: the
 * element is defined as the page starts and carries the visit's fields.
 */
import { initAttribution } from '../../../../assets/js/storefront/attribution/index';
import { inputsWithPage } from '../../../../assets/js/storefront/attribution/inputs-with-page';

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
	it( 'defines the element as the page starts', () => {
		document.body.innerHTML = '<p>shop</p>';
		configure();
		initAttribution( inputsWithPage );
		expect(
			window.customElements.get( 'wc-order-attribution-inputs' )
		).toBeDefined();
	} );

	it( "gives a printed element one hidden input per field, holding the visit's values", async () => {
		document.body.innerHTML =
			'<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
		const config = configure();
		initAttribution( inputsWithPage );
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
