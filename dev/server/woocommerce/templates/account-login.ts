/**
 * My account for a shopper who is not logged in: WooCommerce's login and
 * registration forms side by side (`myaccount/form-login.php`), on every
 * account page. The login form carries its nonce and the page it is on
 * (`_wp_http_referer`), where a successful login comes back to; after a
 * refused login it shows again under the error with the username kept. The
 * password fields are plain: the storefront adds their show/hide button.
 *
 * Follows: woocommerce templates/myaccount/form-login.php.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { text } from '../../http/form-text';
import { nonceFor } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const STAR =
	'&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span>';

function registerForm( ctx: Context ): string {
	return `<div class="u-column2 col-2"><h2>Register</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">Email address${ STAR }</label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Password${ STAR }</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
<p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.register
	) }"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p></form></div>`;
}

export function loginAndRegisterHtml( ctx: Context ): string {
	// A refused login keeps what was typed in the username field.
	const username = text( ( ctx.body as Record< string, unknown > ).username );
	const here = ctx.url.pathname + ctx.url.search;
	return `<div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>Login</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" novalidate>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Username or email address${ STAR }</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${ escapeHtml(
		username
	) }" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Password${ STAR }</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label><input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.login
	) }"><input type="hidden" name="_wp_http_referer" value="${ escapeHtml(
		here
	) }"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p></form></div>
${ registerForm( ctx ) }</div>`;
}

/**
 * WooCommerce's other login form (`global/form-login.php`, printed by
 * `woocommerce_login_form()`), where a page asks a customer to log in
 * first: logged in, back to `redirect`.
 */
export function loginFormHtml( ctx: Context, redirectTo: string ): string {
	return `<form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="form-row form-row-first"><label for="username">Username or email${ STAR }</label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p>
<p class="form-row form-row-last"><label for="password">Password${ STAR }</label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<div class="clear"></div>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label><input type="hidden" name="woocommerce-login-nonce" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.login
	) }"><input type="hidden" name="redirect" value="${ escapeHtml(
		redirectTo
	) }"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p>
<div class="clear"></div>
</form>`;
}
