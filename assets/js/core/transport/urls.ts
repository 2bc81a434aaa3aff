/**
 * WooCommerce's ajax URL template (`/?wc-ajax=%%endpoint%%`) and the gateway's
 * action names.
 */
export const ENDPOINT_PLACEHOLDER = '%%endpoint%%';

export function wcAjaxUrl( template: string, action: string ): string {
	if ( template.includes( ENDPOINT_PLACEHOLDER ) ) {
		return template.replace(
			ENDPOINT_PLACEHOLDER,
			encodeURIComponent( action )
		);
	}
	const separator = template.includes( '?' ) ? '&' : '?';
	return `${ template }${ separator }wc-ajax=${ encodeURIComponent( action ) }`;
}

export function gatewayAction( action: string ): string {
	return `wc_stripe_${ action }`;
}
