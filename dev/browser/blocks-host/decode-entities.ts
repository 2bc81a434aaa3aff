/**
 * HTML entities to text, as WooCommerce decodes checkout messages and payment
 * details (`&amp;` → `&`). The browser's own parser does it; the result is
 * only ever used as text.
 */
export function decodeEntities( value: unknown ): string {
	if ( typeof value !== 'string' || ! value.includes( '&' ) ) {
		return typeof value === 'string' ? value : String( value ?? '' );
	}
	const area = document.createElement( 'textarea' );
	area.innerHTML = value;
	return area.value;
}
