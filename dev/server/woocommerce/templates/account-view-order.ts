/**
 * My account → View order (WooCommerce's `myaccount/view-order.php` and
 * `order/order-details.php`): where the Orders table's View goes. The
 * order's lines and totals, the same Pay and Cancel actions, and the
 * addresses.
 *
 * Follows: woocommerce templates/myaccount/view-order.php.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import type { Customer } from '../includes/types';
import {
	actionLink,
	orderActions,
	orderDate,
	statusName,
} from './account-orders';
import { customerDetailsHtml, orderDetailsHtml } from './order-details';

export const VIEW_ORDER_PATH = /^\/my-account\/view-order\/(\d+)\/?$/;

/** The page's title and body, or WooCommerce's answer for someone else's order. */
export function viewOrder(
	ctx: Context,
	customer: Customer,
	orderId: number
): { title: string; body: string } {
	const order = ctx.state.orders.get( orderId );
	// current_user_can( 'view_order' ): only the customer's own orders.
	if ( ! order || order.customerId !== customer.id ) {
		return {
			title: 'My account',
			body: '<div class="woocommerce-error">Invalid order. <a href="/my-account/" class="wc-forward">My account</a></div>',
		};
	}
	const actions = orderActions( ctx, order ).filter(
		( action ) => action.key !== 'view'
	);
	// WooCommerce prints the actions in a second <tfoot>; one is valid HTML.
	const actionsRow = actions.length
		? `<tr><th class="order-actions--heading" scope="row">Actions:</th><td>${ actions
				.map( ( action ) =>
					actionLink( action, ' order-actions-button' )
				)
				.join( ' ' ) }</td></tr>`
		: '';
	return {
		title: `Order #${ order.id }`,
		body: `<p>Order #<mark class="order-number">${
			order.id
		}</mark> was placed on <mark class="order-date">${ escapeHtml(
			orderDate( order )
		) }</mark> and is currently <mark class="order-status">${ escapeHtml(
			statusName( order )
		) }</mark>.</p>
${ orderDetailsHtml( order, actionsRow ) }
${ customerDetailsHtml( order, ctx.state.settings.storeCountry ) }`,
	};
}
