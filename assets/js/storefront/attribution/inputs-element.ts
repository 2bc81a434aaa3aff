/**
 * `<wc-order-attribution-inputs>`: the element WooCommerce prints in the
 * classic checkout and registration forms. It renders one hidden input per
 * field, named with the configured prefix, and `values = {…}` fills them;
 * a field whose input has gone missing is reported in the console.
 */
import type { AttributionValues } from './fields';

// Its own copy of the name (fields.ts has it too): an import would keep
// fields.ts, and the sourcebuster format under it, out of the opening
// script's concatenated module, a few bytes more on every page.
const ELEMENT_NAME = 'wc-order-attribution-inputs';

export function defineInputsElement(
	fields: readonly string[],
	prefix: string
): void {
	if ( window.customElements.get( ELEMENT_NAME ) ) {
		return;
	}
	class AttributionInputs extends HTMLElement {
		private current: AttributionValues = {};

		connectedCallback(): void {
			this.replaceChildren(
				...fields.map( ( field ) => {
					const input = document.createElement( 'input' );
					input.type = 'hidden';
					input.name = prefix + field;
					input.value = this.current[ field ] ?? '';
					return input;
				} )
			);
		}

		get values(): AttributionValues {
			return this.current;
		}

		set values( values: AttributionValues ) {
			this.current = values;
			if ( ! this.isConnected ) {
				return;
			}
			for ( const field of fields ) {
				const input = this.querySelector< HTMLInputElement >(
					`input[name="${ prefix + field }"]`
				);
				if ( input ) {
					input.value = values[ field ] ?? '';
				} else {
					// eslint-disable-next-line no-console
					console.warn(
						`Field "${ field }" not found. Most likely, the '<${ ELEMENT_NAME }>' element was manipulated.`
					);
				}
			}
		}
	}
	window.customElements.define( ELEMENT_NAME, AttributionInputs );
}
