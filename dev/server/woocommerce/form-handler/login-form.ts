/**
 * WooCommerce's login form post (`WC_Form_Handler::process_login`), which
 * WordPress runs before any page: My account's form and the classic
 * checkout's. Without its nonce the post is ignored and the page shows as
 * usual. A wrong login adds WordPress's error as a notice and the page it
 * was posted to shows again, form included; a right one goes to the form's
 * `redirect`, else the page the form was on (`_wp_http_referer`, then the
 * Referer header), else My account, as `woocommerce_login_redirect`
 * leaves it (the Stripe gateway's login detour), and only ever to this
 * shop (`wp_validate_redirect`).
 *
 * Follows: woocommerce 10.0.2 includes/class-wc-form-handler.php
 * process_login().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { applyFilters } from '../../wordpress/hooks';
import { text } from '../../http/form-text';
import { authenticate } from '../../wordpress/users';
import { logInSession } from '../includes/customers';
import { verifyNonce } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const MY_ACCOUNT = '/my-account/';

/** `wp_validate_redirect()`: a path on this shop, or the fallback. */
export function sameShopTarget(
	ctx: Context,
	target: string,
	fallback: string
): string {
	try {
		const url = new URL( target, ctx.origin );
		if (
			url.origin === ctx.origin &&
			[ 'http:', 'https:' ].includes( url.protocol )
		) {
			return url.pathname + url.search + url.hash;
		}
	} catch {
		// Not a URL: the fallback, as for another site's.
	}
	return fallback;
}

/**
 * `remove_query_arg( array( 'wc_error', 'password-reset' ) )`: a URL on
 * another site stays on it, for `wp_validate_redirect()` to refuse.
 */
function withoutLoginArgs( target: string, origin: string ): string {
	try {
		const url = new URL( target, origin );
		url.searchParams.delete( 'wc_error' );
		url.searchParams.delete( 'password-reset' );
		return url.href;
	} catch {
		return target;
	}
}

declare module '../../wordpress/hooks' {
	interface Filters {
		/** Where a login goes (`woocommerce_login_redirect`). */
		woocommerce_login_redirect: [ redirect: string, ctx: Context ];
	}
}

/**
 * True when the post logged the shopper in and was answered (a redirect);
 * false otherwise, the page then showing with any error notice.
 */
export function processLogin( ctx: Context ): boolean {
	const body = ctx.body as Record< string, unknown >;
	if (
		ctx.req.method !== 'POST' ||
		body.login === undefined ||
		body.username === undefined ||
		body.password === undefined ||
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.login,
			text( body[ 'woocommerce-login-nonce' ] ) || text( body._wpnonce )
		)
	) {
		return false;
	}
	const result = authenticate(
		ctx.state,
		text( body.username ),
		text( body.password )
	);
	if ( ! result.ok ) {
		ctx.session.notices.push( {
			type: 'error',
			text: result.html,
			html: true,
		} );
		return false;
	}
	logInSession( ctx.session, result.customer );
	const asked =
		text( body.redirect ) ||
		text( body._wp_http_referer ) ||
		String( ctx.req.headers.referer || '' ) ||
		MY_ACCOUNT;
	const filtered = applyFilters(
		'woocommerce_login_redirect',
		withoutLoginArgs( asked, ctx.origin ),
		ctx
	);
	redirect( ctx.res, sameShopTarget( ctx, filtered, MY_ACCOUNT ) );
	return true;
}
