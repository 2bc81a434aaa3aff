/**
 * WooCommerce's cart wc-ajax calls (the storefront's: add and remove from a
 * button, the cart page's shipping choice and coupons; the refreshed
 * fragments are refreshed-fragments.ts).
 * Coupon and shipping answers are the shop's own HTML; callers insert it the
 * way WooCommerce does, never build markup from our own strings. A coupon
 * answer is always one of the shop's notices: anything else (a maintenance
 * page, a PHP warning) is an answer the shop could not give, and comes back
 * as a failure with an empty message, for the caller's own text.
 */
import { failureOf, toApiResult } from './api-result';
import { wcAjaxUrl } from './urls';
import type { ApiResult, FormValue, Transport } from './types';

export interface CartFragmentsResponse {
	error?: boolean;
	product_url?: string;
	fragments?: Record< string, string >;
	cart_hash?: string;
	success?: boolean;
}

export interface HtmlAnswer {
	html: string;
	isError: boolean;
}

const ERROR_CLASS = /class="[^"]*\b(woocommerce-error|is-error)\b/;
const NOTICE_CLASS =
	/class="[^"]*\b(woocommerce-(error|message|info)|is-(error|info|success))\b/;

export type CartAjax = ReturnType< typeof createCartAjax >;

export function createCartAjax(
	config: { ajaxUrl: string },
	transport: Transport
) {
	const url = ( action: string ) => wcAjaxUrl( config.ajaxUrl, action );
	const post = async < T >(
		action: string,
		form: Record< string, FormValue >
	): Promise< ApiResult< T > > =>
		toApiResult(
			await transport.request< T >( { url: url( action ), form } )
		);
	const html = async (
		action: string,
		form: Record< string, FormValue >
	): Promise< ApiResult< HtmlAnswer > > => {
		const result = await transport.request< string >( {
			url: url( action ),
			form,
			parse: 'text',
		} );
		if ( ! result.ok ) {
			return failureOf( result );
		}
		return {
			ok: true,
			data: {
				html: result.data,
				isError: ERROR_CLASS.test( result.data ),
			},
		};
	};
	/** A coupon call: its answer is one of the shop's notices, or a failure. */
	const notice = async (
		action: string,
		form: Record< string, FormValue >
	): Promise< ApiResult< HtmlAnswer > > => {
		const answer = await html( action, form );
		return answer.ok && ! NOTICE_CLASS.test( answer.data.html )
			? { ok: false, message: '' }
			: answer;
	};
	return {
		addToCart: ( buttonData: Record< string, FormValue > ) =>
			post< CartFragmentsResponse >( 'add_to_cart', buttonData ),
		removeFromCart: ( cartItemKey: string ) =>
			post< CartFragmentsResponse >( 'remove_from_cart', {
				cart_item_key: cartItemKey,
			} ),
		updateShippingMethod: ( security: string, rates: string[] ) =>
			html( 'update_shipping_method', {
				security,
				shipping_method: rates,
			} ),
		applyCoupon: ( form: {
			security: string;
			coupon_code: string;
			billing_email?: string;
		} ) => notice( 'apply_coupon', form ),
		removeCoupon: ( form: { security: string; coupon: string } ) =>
			notice( 'remove_coupon', form ),
	};
}
