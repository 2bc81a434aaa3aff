/**
 * The wallet buttons' wc-ajax calls, each with its `security` nonce. A page
 * served from a cache carries another visitor's nonces: when the gateway
 * refuses one, the buttons fetch this visitor's nonces and try once more,
 * without the shopper noticing. A page that prints no nonce for a call (the
 * plugin's development tree after 10.8 mints only the Store API pair and
 * answers `wc_stripe_get_express_checkout_nonces` for the rest) has them
 * fetched first. The fields typed here are the ones the
 * gateway answers with.
 */
import { isRecord } from '../settings/fields';
import { parseExpressNonces } from '../settings/parse-express-settings';
import type { ExpressNonces } from '../settings/types';
import { gatewayAction, wcAjaxUrl } from '../transport/urls';
import { toApiResult } from '../transport/api-result';
import type {
	ApiResult,
	FormValue,
	Transport,
	TransportResult,
} from '../transport/types';

export interface ExpressTotals {
	displayItems?: unknown;
	total?: { label?: string; amount: number; pending?: boolean };
	shipping_options?: Array< {
		id: string;
		displayName: string;
		amount: number;
	} >;
	requestShipping?: boolean;
	result?: string;
	error?: string;
}

/** The address a shipping quote needs; the gateway reads `address`. */
export interface ShippingAddressInput {
	first_name: string;
	last_name: string;
	company: string;
	country: string;
	state: string;
	postcode: string;
	city: string;
	address: string;
	address_2: string;
}

/** WordPress answers a refused nonce with HTTP 403. */
export const isNonceRefusal = ( result: TransportResult< unknown > ) =>
	! result.ok && result.error.kind === 'http' && result.error.status === 403;

export type ExpressApi = ReturnType< typeof createExpressApi >;

export function createExpressApi(
	config: { ajaxUrl: string; nonces: ExpressNonces },
	transport: Transport
) {
	let nonces = config.nonces;
	let refreshing: Promise< boolean > | null = null;

	const request = < T >(
		action: string,
		form: Record< string, FormValue >
	) =>
		transport.request< T >( {
			url: wcAjaxUrl( config.ajaxUrl, gatewayAction( action ) ),
			// An empty form has no body, which would make it a GET.
			method: 'POST',
			form,
		} );

	/** This visitor's nonces, asked for once however many calls need them. */
	const refreshNonces = (): Promise< boolean > =>
		( refreshing ||= request< { data?: unknown } >(
			'get_express_checkout_nonces',
			{}
		).then( ( result ) => {
			refreshing = null;
			const data = result.ok ? result.data?.data : null;
			if ( isRecord( data ) ) {
				// A bundle without some nonce (the Store API pair, say)
				// leaves the page's own for it.
				const fresh = parseExpressNonces( data );
				nonces = Object.fromEntries(
					Object.entries( nonces ).map( ( [ key, value ] ) => [
						key,
						fresh[ key as keyof ExpressNonces ] || value,
					] )
				) as ExpressNonces;
				return true;
			}
			return false;
		} ) );

	const post = async < T = ExpressTotals >(
		action: string,
		nonce: keyof ExpressNonces,
		form: Record< string, FormValue > = {}
	): Promise< ApiResult< T > > => {
		// The plugin's newest params print only the Store API nonces and
		// serve the wc-ajax ones on demand (10.x): fetched before use.
		if ( ! nonces[ nonce ] ) {
			await refreshNonces();
		}
		const send = () =>
			request< T >( action, { security: nonces[ nonce ], ...form } );
		let result = await send();
		if ( isNonceRefusal( result ) && ( await refreshNonces() ) ) {
			result = await send();
		}
		return toApiResult( result );
	};

	return {
		nonces: () => nonces,
		refreshNonces,
		getShippingOptions: (
			address: ShippingAddressInput,
			isProductPage: boolean
		) =>
			post( 'get_shipping_options', 'shipping', {
				...address,
				is_product_page: isProductPage,
			} ),
		updateShippingMethod: ( methods: string[], isProductPage: boolean ) =>
			post( 'update_shipping_method', 'updateShipping', {
				shipping_method: methods,
				is_product_page: isProductPage,
			} ),
		normalizeAddress: (
			billing: Record< string, FormValue >,
			shipping: Record< string, FormValue >
		) =>
			post< Record< string, unknown > >(
				'normalize_address',
				'normalizeAddress',
				{
					data: {
						billing_address: billing,
						shipping_address: shipping,
					},
				}
			),
		addToCart: ( payload: Record< string, FormValue > ) =>
			post( 'add_to_cart', 'addToCart', payload ),
		clearCart: ( bookingId?: string ) =>
			post< unknown >(
				'clear_cart',
				'clearCart',
				bookingId ? { booking_id: bookingId } : {}
			),
		getSelectedProductData: ( payload: Record< string, FormValue > ) =>
			post(
				'get_selected_product_data',
				'getSelectedProductData',
				payload
			),
	};
}
