/**
 * The wallet buttons' wc-ajax calls, each with its `security` nonce. The
 * fields typed here are the ones the gateway answers with.
 */
import type { ExpressNonces } from '../settings/types';
import { gatewayAction, wcAjaxUrl } from '../transport/urls';
import { toApiResult } from '../transport/api-result';
import type { ApiResult, FormValue, Transport } from '../transport/types';

export interface ExpressTotals {
	displayItems?: Array< { label: string; amount: number } >;
	total?: { label?: string; amount: number; pending?: boolean };
	shipping_options?: Array< {
		id: string;
		displayName: string;
		amount: number;
	} >;
	needs_shipping?: boolean;
	result?: string;
	error?: string;
}

export interface ShippingAddressInput {
	country: string;
	state: string;
	postcode: string;
	city: string;
	address: string;
	address_2: string;
}

export type ExpressApi = ReturnType< typeof createExpressApi >;

export function createExpressApi(
	config: { ajaxUrl: string; nonces: ExpressNonces },
	transport: Transport
) {
	const post = async < T = ExpressTotals >(
		action: string,
		security: string,
		form: Record< string, FormValue > = {}
	): Promise< ApiResult< T > > =>
		toApiResult(
			await transport.request< T >( {
				url: wcAjaxUrl( config.ajaxUrl, gatewayAction( action ) ),
				form: { security, ...form },
			} )
		);
	const { nonces } = config;
	return {
		getShippingOptions: (
			address: ShippingAddressInput,
			isProductPage: boolean
		) =>
			post( 'get_shipping_options', nonces.shipping, {
				...address,
				is_product_page: isProductPage,
			} ),
		updateShippingMethod: ( methods: string[], isProductPage: boolean ) =>
			post( 'update_shipping_method', nonces.updateShipping, {
				shipping_method: methods,
				is_product_page: isProductPage,
			} ),
		normalizeAddress: (
			billing: Record< string, FormValue >,
			shipping: Record< string, FormValue >
		) =>
			post< { billing_address: unknown; shipping_address: unknown } >(
				'normalize_address',
				nonces.normalizeAddress,
				{ billing_address: billing, shipping_address: shipping }
			),
		getCartDetails: () => post( 'get_cart_details', nonces.getCartDetails ),
		addToCart: ( payload: Record< string, FormValue > ) =>
			post( 'add_to_cart', nonces.addToCart, payload ),
		clearCart: ( bookingId?: string ) =>
			post< unknown >(
				'clear_cart',
				nonces.clearCart,
				bookingId ? { booking_id: bookingId } : {}
			),
		getSelectedProductData: ( payload: Record< string, FormValue > ) =>
			post(
				'get_selected_product_data',
				nonces.getSelectedProductData,
				payload
			),
	};
}
