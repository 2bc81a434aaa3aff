/**
 * What an order review update sends: the billing address (and the shipping
 * address when shipping elsewhere) by WooCommerce's short names, whether the
 * required address fields are all filled, the chosen payment method and
 * shipping rates, and the whole form serialized as `post_data`.
 */
import type { FormValue } from '../../core/transport/types';
import { isShown } from '../../core/dom/form-dom';

export interface UpdateArgs {
	/** False after a coupon change: the server keeps the chosen rates. */
	update_shipping_method?: boolean;
	current_target?: Element | null;
}

const ADDRESS_PARTS: Array< [ string, string ] > = [
	[ 'country', 'country' ],
	[ 'state', 'state' ],
	[ 'postcode', 'postcode' ],
	[ 'city', 'city' ],
	[ 'address', 'address_1' ],
	[ 'address_2', 'address_2' ],
];

function valueOf( form: ParentNode, id: string ): string {
	const field = form.querySelector< HTMLInputElement >( `#${ id }` );
	return field ? field.value : '';
}

export function serializeForm( form: HTMLFormElement ): string {
	return new URLSearchParams(
		new FormData( form ) as unknown as Record< string, string >
	).toString();
}

/** Every shown required address field has a value. */
export function hasFullAddress( form: ParentNode ): boolean {
	return Array.from(
		form.querySelectorAll( '.address-field.validate-required' )
	)
		.filter( isShown )
		.every( ( row ) => {
			const field = row.querySelector< HTMLInputElement >(
				'input, select, textarea'
			);
			return ! field || field.value !== '';
		} );
}

export function chosenShippingMethods(
	root: ParentNode
): Record< string, string > {
	const chosen: Record< string, string > = {};
	root.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
		'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]'
	).forEach( ( field ) => {
		chosen[ field.dataset.index ?? '0' ] = field.value;
	} );
	return chosen;
}

export function orderReviewPostData(
	form: HTMLFormElement,
	security: string,
	args: UpdateArgs = {}
): Record< string, FormValue > {
	const shipElsewhere = !! form.querySelector< HTMLInputElement >(
		'#ship-to-different-address input:checked'
	);
	const data: Record< string, FormValue > = {
		security,
		payment_method:
			form.querySelector< HTMLInputElement >(
				'input[name="payment_method"]:checked'
			)?.value ?? '',
	};
	for ( const [ short, field ] of ADDRESS_PARTS ) {
		data[ short ] = valueOf( form, `billing_${ field }` );
	}
	for ( const [ short, field ] of ADDRESS_PARTS ) {
		data[ `s_${ short }` ] = shipElsewhere
			? valueOf( form, `shipping_${ field }` )
			: data[ short ];
	}
	data.has_full_address = hasFullAddress( form );
	data.post_data = serializeForm( form );
	if ( args.update_shipping_method !== false ) {
		data.shipping_method = chosenShippingMethods( form );
	}
	return data;
}
