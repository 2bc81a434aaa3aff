/**
 * The my-account area: login, saved payment methods, add-payment-method,
 * subscriptions with change-payment.
 */
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { noticesHtml, renderPage } from './layout';

/**
 * WooCommerce's login and registration forms side by side. The password
 * fields are plain: the storefront adds their show/hide button.
 */
const LOGIN_AND_REGISTER = `<div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>Login</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Username or email address&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p class="form-row"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p></form></div>
<div class="u-column2 col-2"><h2>Register</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">Email address&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
<p class="woocommerce-form-row form-row"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p></form></div></div>`;
import { stripeData } from './page-settings';

export function myAccountPage( ctx: Context ): void {
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === ctx.session.customerId
	);
	if ( ! customer ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				storefront: 'wc-stripe-storefront-account',
				title: 'My account',
				bodyClass: 'woocommerce-account woocommerce-page',
				body: `${ noticesHtml( ctx ) }${ LOGIN_AND_REGISTER }`,
			} )
		);
		return;
	}
	const tokens = ctx.state.tokens.filter(
		( token ) => token.customerId === customer.id
	);
	const rows = tokens
		.map(
			( token ) =>
				`<tr class="payment-method"><td>${ escapeHtml( token.brand ) } ending in ${ escapeHtml( token.last4 ) }</td><td>${ token.expMonth }/${ String( token.expYear ).slice( -2 ) }</td><td>${ token.isDefault ? 'Default' : '' }</td></tr>`
		)
		.join( '' );
	const adding = ctx.url.pathname.startsWith(
		'/my-account/add-payment-method'
	);
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			storefront: 'wc-stripe-storefront-account',
			title: 'My account',
			bodyClass: 'woocommerce-account',
			body: `<p>Hello <strong>${ escapeHtml( customer.email ) }</strong>.</p>
<h2>Payment methods</h2><table class="woocommerce-MyAccount-paymentMethods shop_table">${ rows || '<tr><td>No saved methods found.</td></tr>' }</table>
<p><a class="button" href="/my-account/add-payment-method/">Add payment method</a></p>
${ adding ? `<form id="add_payment_method" method="post"><div id="payment"><ul class="wc_payment_methods payment_methods methods"><li class="wc_payment_method payment_method_stripe"><input id="payment_method_stripe" type="radio" name="payment_method" value="stripe" checked><label for="payment_method_stripe">Card</label><div class="payment_box payment_method_stripe"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div></div></li></ul><button type="submit" class="button" id="place_order">Add payment method</button></div></form>` : '' }
<h2>Subscriptions</h2><table class="shop_table my_account_subscriptions"><tr><td>#200 Coffee Club Subscription</td><td>Active</td><td><a href="/my-account/view-subscription/200/?change_payment_method=200" class="button change_payment_method">Change payment</a></td></tr></table>
<form method="post" action="/my-account/logout/"><button type="submit">Log out</button></form>`,
			globals: adding
				? {
						wc_stripe_upe_params: stripeData( ctx, {
							isCheckout: false,
						} ),
					}
				: {},
			scripts: adding ? [ 'stripe', 'wc-stripe-classic-checkout' ] : [],
		} )
	);
}

export function login( ctx: Context ): void {
	const customer = ctx.state.customers.find(
		( entry ) =>
			entry.email === String( ctx.body.username || '' ).trim() &&
			entry.password === ctx.body.password
	);
	if ( ! customer ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				storefront: 'wc-stripe-storefront-account',
				title: 'My account',
				body: '<ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> The username or password you entered is incorrect.</li></ul><p><a href="/my-account/">Try again</a></p>',
			} )
		);
		return;
	}
	ctx.session.customerId = customer.id;
	ctx.session.cart.billing = { ...customer.billing };
	redirect( ctx.res, '/my-account/' );
}
