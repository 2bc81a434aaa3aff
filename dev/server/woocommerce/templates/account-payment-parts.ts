/**
 * The payment parts of My account: the saved methods, the subscriptions
 * with their method and a link to change it, and the add-payment-method form
 * (`form#add_payment_method`, Stripe's methods that can be saved, the
 * gateway's "update all my subscriptions" box) with WooCommerce's post: the
 * set-up intent becomes a saved method.
 *
 * Follows: woocommerce templates/myaccount/payment-methods.php,
 * form-add-payment-method.php.
 */
import type { Context } from '../../context';
import { escapeHtml, redirect } from '../../http/respond';
import { priceHtml, storeCurrency } from '../includes/currency';
import { nonceFor } from '../../wordpress/nonces';
import type { Customer } from '../includes/types';
import { saveTokenFor } from '../../stripe-gateway/payments/complete-order';
import {
	tokenExpiry,
	tokenLabel,
	tokenMethodLabel,
} from '../includes/token-labels';
import {
	changePaymentPath,
	changeSubscriptionMethod,
	subscriptionsOf,
} from '../../woocommerce-subscriptions/subscriptions';
import { enqueuedScripts } from '../includes/page-hooks';
import { paymentMethodsHtml } from './classic-payment-list';
import { checkedPost } from './pay-page-parts';
import { paymentMethodActionUrl } from '../form-handler/account-links';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const ADD_PATH = '/my-account/add-payment-method/';
export const METHODS_PATH = '/my-account/payment-methods/';
export const UPDATE_SUBSCRIPTIONS_BOX =
	'wc-stripe-update-subs-payment-method-card';

function methodName( ctx: Context, paymentMethodId: string ): string {
	const token = ctx.state.tokens.find(
		( entry ) => entry.paymentMethodId === paymentMethodId
	);
	return token ? tokenLabel( token ) : 'None';
}

/**
 * My account → Payment methods (`myaccount/payment-methods.php`): each saved
 * method with its expiry and actions (Delete, and Make default but on the
 * default one, each a link with its nonce), or "No saved methods found.";
 * then "Add payment method".
 */
export function paymentMethodsTable(
	ctx: Context,
	customer: Customer
): string {
	const columns: Array< [ string, string ] > = [
		[ 'method', 'Method' ],
		[ 'expires', 'Expires' ],
		[ 'actions', '&nbsp;' ],
	];
	const cell = ( id: string, title: string, html: string ) =>
		`<td class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${ id } payment-method-${ id }" data-title="${ title }">${ html }</td>`;
	const rows = ctx.state.tokens
		.filter( ( token ) => token.customerId === customer.id )
		.map( ( token ) => {
			const actions: Array< [ string, string, string ] > = [
				[
					'delete',
					'Delete',
					paymentMethodActionUrl( ctx, 'delete', token.id ),
				],
				...( token.isDefault
					? []
					: [
							[
								'default',
								'Make default',
								paymentMethodActionUrl(
									ctx,
									'set-default',
									token.id
								),
							] as [ string, string, string ],
						] ),
			];
			return `<tr class="payment-method${
				token.isDefault ? ' default-payment-method' : ''
			}">${ cell(
				'method',
				'Method',
				escapeHtml( tokenMethodLabel( token ) )
			) }${ cell( 'expires', 'Expires', tokenExpiry( token ) ) }${ cell(
				'actions',
				'&nbsp;',
				actions
					.map(
						( [ key, name, url ] ) =>
							`<a href="${ escapeHtml(
								url
							) }" class="button ${ key }">${ name }</a>&nbsp;`
					)
					.join( '' )
			) }</tr>`;
		} );
	const table = rows.length
		? `<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table"><thead><tr>${ columns
				.map(
					( [ id, name ] ) =>
						`<th class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${ id } payment-method-${ id }"><span class="nobr">${ name }</span></th>`
				)
				.join( '' ) }</tr></thead>${ rows.join( '' ) }</table>`
		: '<p class="woocommerce-Message woocommerce-Message--info woocommerce-info">No saved methods found.</p>';
	return `${ table }<a class="button" href="${ ADD_PATH }">Add payment method</a>`;
}

export function subscriptionsTable( ctx: Context, customer: Customer ): string {
	const currency = storeCurrency( ctx.state.settings );
	const rows = subscriptionsOf( ctx.state, customer.id )
		.map(
			( subscription ) =>
				`<tr class="subscription" id="subscription-${
					subscription.id
				}"><td>#${ subscription.id } ${ escapeHtml(
					subscription.name
				) }</td><td>${ priceHtml(
					subscription.amount,
					currency
				) } / month</td><td class="subscription-payment-method">${ escapeHtml(
					methodName( ctx, subscription.paymentMethodId )
				) }</td><td><a href="${ escapeHtml(
					changePaymentPath( subscription )
				) }" class="button change_payment_method" aria-label="Change payment for subscription ${
					subscription.id
				}">Change payment</a></td></tr>`
		)
		.join( '' );
	return `<h2>Subscriptions</h2><table class="shop_table my_account_subscriptions"><thead><tr><th>Subscription</th><th>Total</th><th>Payment</th><th>Actions</th></tr></thead><tbody>${ rows }</tbody></table>`;
}

export function addPaymentMethodForm(
	ctx: Context,
	customer: Customer
): string {
	const updateAll = subscriptionsOf( ctx.state, customer.id ).length
		? `<p class="form-row" id="${ UPDATE_SUBSCRIPTIONS_BOX }_field"><label class="checkbox" for="${ UPDATE_SUBSCRIPTIONS_BOX }"><input type="checkbox" class="input-checkbox wc-stripe-update-all-subscriptions-payment-method" name="${ UPDATE_SUBSCRIPTIONS_BOX }" id="${ UPDATE_SUBSCRIPTIONS_BOX }" value="1"> Update the payment method for all of my current subscriptions</label></p>`
		: '';
	const list = paymentMethodsHtml( ctx, 'add-payment-method' ).replace(
		'<div class="wc-stripe-upe-element" data-payment-method-type="card"></div>',
		`<div class="wc-stripe-upe-element" data-payment-method-type="card"></div>${ updateAll }`
	);
	return `<form id="add_payment_method" method="post"><div id="payment" class="woocommerce-Payment">${ list }<div class="form-row"><input type="hidden" name="woocommerce-add-payment-method-nonce" value="${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.addPaymentMethod
	) }"><button type="submit" class="woocommerce-Button button" id="place_order" value="Add payment method">Add payment method</button><input type="hidden" name="woocommerce_add_payment_method" value="1"></div></div></form>`;
}

/** What plugins enqueue on the add-payment-method page. */
export function addPaymentMethodScripts( ctx: Context, customer: Customer ) {
	return enqueuedScripts( ctx, { kind: 'add-payment-method', customer } );
}

/** WooCommerce's add-payment-method post: the set-up intent's method is saved. */
export function addPaymentMethod( ctx: Context, customer: Customer ): void {
	const fail = checkedPost( ctx, ADD_PATH, {
		action: WOOCOMMERCE_NONCES.addPaymentMethod,
		field: 'woocommerce-add-payment-method-nonce',
		refusal: 'Unable to add payment method to your account.',
	} );
	if ( ! fail ) {
		return;
	}
	const intent = ctx.state.account.getIntent(
		String( ctx.body[ 'wc-stripe-setup-intent' ] || '' )
	);
	if (
		! intent ||
		intent.object !== 'setup_intent' ||
		intent.status !== 'succeeded' ||
		! intent.payment_method
	) {
		fail( 'Unable to add payment method to your account.' );
		return;
	}
	const token = saveTokenFor( ctx.state, customer.id, intent.payment_method );
	if ( ! token ) {
		fail( 'Unable to add payment method to your account.' );
		return;
	}
	const subscriptions = subscriptionsOf( ctx.state, customer.id );
	if ( ctx.body[ UPDATE_SUBSCRIPTIONS_BOX ] && subscriptions[ 0 ] ) {
		changeSubscriptionMethod(
			ctx.state,
			subscriptions[ 0 ],
			intent.payment_method,
			true
		);
	}
	ctx.session.notices.push( {
		type: 'success',
		text: 'Payment method successfully added.',
	} );
	redirect( ctx.res, METHODS_PATH );
}
