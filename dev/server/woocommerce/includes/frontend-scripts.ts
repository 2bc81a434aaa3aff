/**
 * The globals WooCommerce prints on every storefront page for its scripts
 * (woocommerce, add-to-cart, cart-fragments, order attribution): our
 * storefront bundle reads the same ones.
 *
 * Follows: woocommerce includes/class-wc-frontend-scripts.php
 * get_script_data() (the 10.x form, with the password toggle's texts; printed
 * through wp_localize_script(), so `is_cart` is "1" or "" and
 * `request_timeout` "5000").
 */
import { createHash } from 'node:crypto';
import type { Context } from '../../context';

const AJAX = {
	ajax_url: '/wp-admin/admin-ajax.php',
	wc_ajax_url: '/?wc-ajax=%%endpoint%%',
};

/** WooCommerce's order attribution fields → sourcebuster paths. */
export const ATTRIBUTION_FIELDS = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};

export const ATTRIBUTION_PREFIX = 'wc_order_attribution_';

export function storefrontGlobals( ctx: Context, isCart = false ) {
	// WooCommerce names the cache keys after the site, so two shops on one
	// domain keep their own.
	const site = createHash( 'md5' ).update( ctx.origin ).digest( 'hex' );
	return {
		woocommerce_params: {
			...AJAX,
			i18n_password_show: 'Show password',
			i18n_password_hide: 'Hide password',
		},
		wc_add_to_cart_params: {
			...AJAX,
			i18n_view_cart: 'View cart',
			cart_url: '/cart/',
			is_cart: isCart ? '1' : '',
			cart_redirect_after_add: ctx.state.settings.cartRedirectAfterAdd
				? 'yes'
				: 'no',
		},
		wc_cart_fragments_params: {
			...AJAX,
			cart_hash_key: `wc_cart_hash_${ site }`,
			fragment_name: `wc_fragments_${ site }`,
			request_timeout: '5000',
		},
		wc_order_attribution: {
			params: {
				lifetime: 6,
				session: 30,
				base64: false,
				ajaxurl: AJAX.ajax_url,
				prefix: ATTRIBUTION_PREFIX,
				allowTracking: true,
			},
			fields: ATTRIBUTION_FIELDS,
		},
	};
}
