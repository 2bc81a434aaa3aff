/**
 * The my-account area: login, saved payment methods, add-payment-method,
 * subscriptions with change-payment.
 */
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { renderPage } from './layout';
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
				title: 'My account',
				body: `<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="form-row"><label for="username">Username or email address</label><input type="text" name="username" id="username" autocomplete="username"></p>
<p class="form-row"><label for="password">Password</label><span class="password-input"><input class="input-text" type="password" name="password" id="password" autocomplete="current-password"><button type="button" class="show-password-input" aria-label="Show password"></button></span></p>
<p><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p></form>`,
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
