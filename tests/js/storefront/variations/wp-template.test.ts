/**
 * wp.template's placeholders, filled without running code: `{{ }}` prints
 * the value HTML-escaped as Underscore's `_.escape` does, `{{{ }}}` prints
 * it as it is; a template that needs code run (`<# #>` logic, or an
 * expression in a placeholder) cannot be filled.
 */
import { readFileSync } from 'fs';
import path from 'path';
import {
	escapeHtml,
	fillWpTemplate,
} from '../../../../assets/js/storefront/variations/wp-template';

const variation = {
	price_html: '<span class="price">€47.00</span>',
	variation_description: '<p>Red, <strong>brushed</strong> & warm</p>',
	sku: 'hoodie-124',
	max_qty: '',
	min_qty: 0,
	image: { src: 'red.svg' },
	is_in_stock: false,
	missing: null,
};

describe( '{{ }} and {{{ }}} as wp.template fills them', () => {
	it( '{{{ }}} prints the value as it is: the shop’s own markup', () => {
		expect(
			fillWpTemplate(
				'<div class="price">{{{ data.variation.price_html }}}</div>',
				{ variation }
			)
		).toBe( '<div class="price"><span class="price">€47.00</span></div>' );
	} );

	it( '{{ }} prints the value HTML-escaped, as _.escape does', () => {
		expect(
			fillWpTemplate(
				'<p>{{ data.variation.variation_description }}</p>',
				{
					variation,
				}
			)
		).toBe(
			'<p>&lt;p&gt;Red, &lt;strong&gt;brushed&lt;/strong&gt; &amp; warm&lt;/p&gt;</p>'
		);
		expect( escapeHtml( `"'\`` ) ).toBe( '&quot;&#x27;&#x60;' );
	} );

	it( 'a placeholder without spaces, and one with several, read the same', () => {
		expect(
			fillWpTemplate(
				'{{data.variation.sku}}|{{{   data.variation.sku }}}',
				{
					variation,
				}
			)
		).toBe( 'hoodie-124|hoodie-124' );
	} );

	it( 'null and missing values print nothing; numbers and booleans print as text', () => {
		expect(
			fillWpTemplate(
				'[{{ data.variation.missing }}][{{{ data.variation.nothing }}}][{{ data.variation.min_qty }}][{{ data.variation.is_in_stock }}][{{ data.other }}]',
				{ variation }
			)
		).toBe( '[][][0][false][]' );
	} );

	it( 'a deeper path reads the nested field', () => {
		expect(
			fillWpTemplate( '<img src="{{ data.variation.image.src }}">', {
				variation,
			} )
		).toBe( '<img src="red.svg">' );
	} );

	it( "only the data's own fields are read, never its prototype's", () => {
		expect(
			fillWpTemplate(
				'[{{ data.variation.constructor }}][{{ data.variation.sku.length }}]',
				{ variation }
			)
		).toBe( '[][]' );
	} );

	it( 'text around the placeholders is kept as written', () => {
		const source = '\n\t<div class="a">{{{ data.variation.sku }}}</div>\n';
		expect( fillWpTemplate( source, { variation } ) ).toBe(
			'\n\t<div class="a">hoodie-124</div>\n'
		);
		expect( fillWpTemplate( '<p>No placeholders</p>', {} ) ).toBe(
			'<p>No placeholders</p>'
		);
	} );
} );

describe( 'A template that needs code run cannot be filled', () => {
	it.each( [
		[
			'<# #> logic',
			'<# if ( data.variation.sku ) { #><b>{{ data.variation.sku }}</b><# } #>',
		],
		[ 'an expression', '{{ data.variation.sku || "none" }}' ],
		[ 'a bracket lookup', "{{{ data.variation['price_html'] }}}" ],
		[ 'a call', '{{ data.variation.sku.toUpperCase() }}' ],
		[ 'another variable', '{{ window.name }}' ],
	] )( '%s → null', ( _name, source ) => {
		expect( fillWpTemplate( source, { variation } ) ).toBeNull();
	} );
} );

describe( 'No code is compiled from the page', () => {
	it( 'the template code holds no eval and no Function constructor', () => {
		for ( const file of [ 'wp-template.ts', 'variation-template.ts' ] ) {
			const source = readFileSync(
				path.join(
					__dirname,
					'../../../../assets/js/storefront/variations',
					file
				),
				'utf8'
			)
				// Comments may name what the code avoids.
				.replace( /\/\*[\s\S]*?\*\/|\/\/.*$/gm, '' );
			expect( source ).not.toMatch( /\beval\s*\(|\bFunction\s*\(/ );
		}
	} );
} );
