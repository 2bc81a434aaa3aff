/**
 * The payment parts of My account: the saved methods, and the
 * add-payment-method form (`form#add_payment_method`, the gateways that can
 * save a method, each with its payment fields) with WooCommerce's post,
 * handed to the chosen gateway's `add_payment_method()`.
 *
 * Follows: woocommerce templates/myaccount/payment-methods.php,
 * form-add-payment-method.php, includes/class-wc-form-handler.php
 * add_payment_method_action() (10.0.2).
 */
import type { Context } from '../../context';
import { escapeHtml, redirect } from '../../http/respond';
import { nonceFor } from '../../wordpress/nonces';
import type { Customer } from '../includes/types';
import { tokenExpiry, tokenMethodLabel } from '../includes/token-labels';
import { paymentGateway } from '../includes/payment-gateways';
import { enqueuedScripts } from '../includes/page-hooks';
import { paymentMethodsHtml } from './classic-payment-list';
import { checkedPost, text } from './pay-page-parts';
import { paymentMethodActionUrl } from '../form-handler/account-links';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const ADD_PATH = '/my-account/add-payment-method/';
export const METHODS_PATH = '/my-account/payment-methods/';
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

export function addPaymentMethodForm( ctx: Context ): string {
	const list = paymentMethodsHtml( ctx, 'add-payment-method' );
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

/** WooCommerce's add-payment-method post, handed to the chosen gateway. */
export function addPaymentMethod( ctx: Context, customer: Customer ): void {
	const fail = checkedPost( ctx, ADD_PATH, {
		action: WOOCOMMERCE_NONCES.addPaymentMethod,
		field: 'woocommerce-add-payment-method-nonce',
		refusal: 'Unable to add payment method to your account.',
	} );
	if ( ! fail ) {
		return;
	}
	// The chosen gateway saves the method (a gateway that cannot is
	// refused, as WooCommerce refuses one without the feature).
	const gateway = paymentGateway( text( ctx.body.payment_method ) );
	if ( ! gateway?.addPaymentMethod ) {
		fail( 'Invalid payment gateway.' );
		return;
	}
	if ( gateway.addPaymentMethod( ctx, customer ) !== 'success' ) {
		fail( 'Unable to add payment method to your account.' );
		return;
	}
	ctx.session.notices.push( {
		type: 'success',
		text: 'Payment method successfully added.',
	} );
	redirect( ctx.res, METHODS_PATH );
}
