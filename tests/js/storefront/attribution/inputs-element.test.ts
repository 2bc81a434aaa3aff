/**
 * `<wc-order-attribution-inputs>`: hidden inputs named with the prefix,
 * filled from `values`, a console warning for an input that went missing;
 * and what the page offers an express order (no prefix, no empty values).
 */
import { defineInputsElement } from '../../../../assets/js/storefront/attribution/inputs-element';
import { attributionFromInputs } from '../../../../assets/js/core/dom';

type Inputs = HTMLElement & { values: Record< string, string | null > };

beforeAll( () =>
	defineInputsElement(
		[ 'source_type', 'utm_source', 'utm_medium' ],
		'wc_order_attribution_'
	)
);

function render(): Inputs {
	document.body.innerHTML =
		'<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
	return document.querySelector( 'wc-order-attribution-inputs' ) as Inputs;
}

describe( 'The attribution inputs element', () => {
	it( 'renders one hidden input per field, named with the prefix', () => {
		const element = render();
		expect(
			Array.from( element.querySelectorAll( 'input' ) ).map(
				( input ) => `${ input.type }:${ input.name }`
			)
		).toEqual( [
			'hidden:wc_order_attribution_source_type',
			'hidden:wc_order_attribution_utm_source',
			'hidden:wc_order_attribution_utm_medium',
		] );
	} );

	it( 'fills them from values; null becomes empty', () => {
		const element = render();
		element.values = {
			source_type: 'utm',
			utm_source: 'news',
			utm_medium: null,
		};
		const form = new FormData( document.querySelector( 'form' )! );
		expect( Object.fromEntries( form ) ).toEqual( {
			wc_order_attribution_source_type: 'utm',
			wc_order_attribution_utm_source: 'news',
			wc_order_attribution_utm_medium: '',
		} );
	} );

	it( 'warns in the console when an input is missing', () => {
		const element = render();
		element
			.querySelector( '[name="wc_order_attribution_utm_source"]' )!
			.remove();
		element.values = {
			source_type: 'utm',
			utm_source: 'news',
			utm_medium: 'email',
		};
		expect( console ).toHaveWarnedWith(
			`Field "utm_source" not found. Most likely, the '<wc-order-attribution-inputs>' element was manipulated.`
		);
	} );

	it( 'offers the express order its values without the prefix, empty ones left out', () => {
		const element = render();
		element.values = {
			source_type: 'utm',
			utm_source: 'news',
			utm_medium: '',
		};
		expect( attributionFromInputs() ).toEqual( {
			source_type: 'utm',
			utm_source: 'news',
		} );
	} );
} );
