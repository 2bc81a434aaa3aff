/**
 * The my-account area: login, saved payment methods, add-payment-method,
 * subscriptions with change-payment, orders and a single order.
 */
import type { Context } from '../context';
import type { Customer } from '../shop/types';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { noticesHtml, renderPage } from './layout';
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
import { ORDERS_PATH, ordersTable } from './account-orders';
import { VIEW_ORDER_PATH, viewOrder } from './account-view-order';

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

/**
 * WooCommerce's account navigation; Orders is current on a single order
 * too, as `wc_is_current_account_menu_item` has it.
 */
function accountNavigation( path: string ): string {
	const items: Array< [ string, string, string, boolean ] > = [
		[ 'dashboard', '/my-account/', 'Dashboard', path === '/my-account/' ],
		[
			'orders',
			ORDERS_PATH,
			'Orders',
			path === ORDERS_PATH || VIEW_ORDER_PATH.test( path ),
		],
	];
	return `<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>${ items
		.map(
			( [ endpoint, href, label, current ] ) =>
				`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${ endpoint }${
					current ? ' is-active' : ''
				}"><a href="${ href }"${
					current ? ' aria-current="page"' : ''
				}>${ label }</a></li>`
		)
		.join( '' ) }</ul></nav>`;
}

/** The logged-in endpoint's title and content. */
function endpointContent(
	ctx: Context,
	customer: Customer,
	adding: boolean
): { title: string; body: string } {
	const path = ctx.url.pathname;
	const viewing = VIEW_ORDER_PATH.exec( path );
	if ( viewing ) {
		return viewOrder( ctx, customer, Number( viewing[ 1 ] ) );
	}
	if ( path === ORDERS_PATH ) {
		return { title: 'Orders', body: ordersTable( ctx, customer ) };
	}
	return {
		title: 'My account',
		body: adding
			? `<h2>Add payment method</h2>${ addPaymentMethodForm(
					ctx,
					customer
				) }`
			: `${ paymentMethodsTable( ctx, customer ) }${ subscriptionsTable(
					ctx,
					customer
				) }`,
	};
}

export function myAccountPage( ctx: Context ): void {
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === ctx.session.customerId
	);
	if ( ! customer ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				page: 'my account',
				title: 'My account',
				bodyClass: 'woocommerce-account woocommerce-page',
				body: `${ noticesHtml( ctx ) }${ LOGIN_AND_REGISTER }`,
			} )
		);
		return;
	}
	const adding = ctx.url.pathname.startsWith( ADD_PATH );
	if ( adding && ctx.req.method === 'POST' ) {
		addPaymentMethod( ctx, customer );
		return;
	}
	const { title, body } = endpointContent( ctx, customer, adding );
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			page: adding ? 'add payment method' : 'my account',
			title,
			bodyClass: 'woocommerce-account woocommerce-page',
			body: `${ CLASSIC_STYLE }<div class="woocommerce">${ accountNavigation(
				ctx.url.pathname
			) }<div class="woocommerce-MyAccount-content">${ noticesHtml(
				ctx
			) }<p>Hello <strong>${ escapeHtml( customer.email ) }</strong>.</p>
${ body }
<form method="post" action="/my-account/logout/"><button type="submit">Log out</button></form></div></div>`,
			globals: adding ? addPaymentMethodGlobals( ctx, customer ) : {},
			scripts: adding ? classicScripts( ctx ) : [],
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
				page: 'my account',
				title: 'My account',
				// WooCommerce prints `<ul role="alert">`, which stops being a
				// list to assistive technology (axe: listitem); the alert
				// wraps the list instead, announced the same.
				body: '<div class="woocommerce-notices-wrapper" role="alert"><ul class="woocommerce-error"><li><strong>Error:</strong> The username or password you entered is incorrect.</li></ul></div><p><a href="/my-account/">Try again</a></p>',
			} )
		);
		return;
	}
	ctx.session.customerId = customer.id;
	ctx.session.cart.billing = { ...customer.billing };
	redirect( ctx.res, '/my-account/' );
}
