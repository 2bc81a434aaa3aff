/**
 * The my-account area: login, saved payment methods, add-payment-method,
 * subscriptions with change-payment.
 */
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { renderPage } from './layout';
import {
	ADD_PATH,
	addPaymentMethod,
	addPaymentMethodForm,
	addPaymentMethodGlobals,
	paymentMethodsTable,
	subscriptionsTable,
} from './account-payment-parts';
import { CLASSIC_STYLE } from './classic-checkout-page';
import { classicScripts } from './classic-payment-list';
import { pageNotices } from './classic-pay-pages';

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
	const adding = ctx.url.pathname.startsWith( ADD_PATH );
	if ( adding && ctx.req.method === 'POST' ) {
		addPaymentMethod( ctx, customer );
		return;
	}
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'My account',
			bodyClass: 'woocommerce-account woocommerce-page',
			body: `${ CLASSIC_STYLE }<div class="woocommerce">${ pageNotices(
				ctx
			) }<p>Hello <strong>${ escapeHtml( customer.email ) }</strong>.</p>
${
	adding
		? `<h2>Add payment method</h2>${ addPaymentMethodForm( ctx, customer ) }`
		: `${ paymentMethodsTable( ctx, customer ) }${ subscriptionsTable(
				ctx,
				customer
			) }`
}
<form method="post" action="/my-account/logout/"><button type="submit">Log out</button></form></div>`,
			globals: adding ? addPaymentMethodGlobals( ctx, customer ) : {},
			scripts: adding ? classicScripts( ctx, false ) : [],
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
