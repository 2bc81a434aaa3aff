/**
 * My account → Orders (WooCommerce's `myaccount/orders.php`): the customer's
 * orders, newest first, each with the actions WooCommerce offers
 * (`wc_get_account_orders_actions`): Pay and Cancel while it awaits payment,
 * View always.
 *
 * Follows: woocommerce templates/myaccount/orders.php.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { currencyFor, priceHtml } from '../includes/currency';
import {
	CANCELLABLE,
	cancelOrderPath,
	needsPayment,
	orderPayPath,
} from '../includes/orders';
import type { Customer, Order } from '../includes/types';

export const ORDERS_PATH = '/my-account/orders/';

/** `wc_get_order_statuses()`, without the `wc-` prefix. */
const STATUS_NAMES: Record< Order[ 'status' ], string > = {
	'checkout-draft': 'Draft',
	pending: 'Pending payment',
	processing: 'Processing',
	'on-hold': 'On hold',
	completed: 'Completed',
	failed: 'Failed',
	cancelled: 'Cancelled',
};

export const statusName = ( order: Order ) => STATUS_NAMES[ order.status ];

export const viewOrderPath = ( order: Order ) =>
	`/my-account/view-order/${ order.id }/`;

/** `wc_format_datetime()` with WordPress's default date format (F j, Y). */
export function orderDate( order: Order ): string {
	return new Date( order.dateCreated ).toLocaleDateString( 'en-US', {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	} );
}

/** The date as `date( 'c' )` prints it, for `<time datetime>`. */
const isoDate = ( order: Order ) =>
	new Date( order.dateCreated ).toISOString().replace( /\.\d+Z$/, '+00:00' );

export interface OrderAction {
	key: 'pay' | 'view' | 'cancel';
	url: string;
	name: string;
	/** Names the action's order, since every row has the same buttons. */
	label: string;
}

/** `wc_get_account_orders_actions()`, in WooCommerce's order. */
export function orderActions( ctx: Context, order: Order ): OrderAction[] {
	const actions: OrderAction[] = [];
	if ( needsPayment( order ) ) {
		actions.push( {
			key: 'pay',
			url: orderPayPath( order ),
			name: 'Pay',
			label: `Pay for order ${ order.id }`,
		} );
	}
	actions.push( {
		key: 'view',
		url: viewOrderPath( order ),
		name: 'View',
		label: `View order ${ order.id }`,
	} );
	if ( CANCELLABLE.includes( order.status ) ) {
		actions.push( {
			key: 'cancel',
			// The shop's address: the cancel link's `redirect` must pass
			// the same-origin check.
			url: cancelOrderPath(
				ctx.state,
				ctx.session,
				order,
				ctx.origin + ORDERS_PATH
			),
			name: 'Cancel',
			label: `Cancel order ${ order.id }`,
		} );
	}
	return actions;
}

export function actionLink( action: OrderAction, extraClass = '' ): string {
	return `<a href="${ escapeHtml(
		action.url
	) }" class="woocommerce-button button ${ action.key }${ extraClass }" aria-label="${ escapeHtml(
		action.label
	) }">${ action.name }</a>`;
}

/** `get_formatted_order_total()`: the total as `wc_price()` prints it. */
export function formattedTotal( order: Order ): string {
	return priceHtml(
		order.totals.total,
		currencyFor( order.currency, order.minorUnit )
	);
}

/**
 * The customer's orders as WooCommerce lists them; a checkout draft is left
 * out (WooCommerce Blocks removes that status from this query).
 */
export function customerOrders( ctx: Context, customer: Customer ): Order[] {
	return [ ...ctx.state.orders.values() ]
		.filter(
			( order ) =>
				order.customerId === customer.id &&
				order.status !== 'checkout-draft'
		)
		.sort( ( a, b ) => b.dateCreated - a.dateCreated || b.id - a.id );
}

function orderRow( ctx: Context, order: Order ): string {
	const items = order.lines.reduce( ( sum, line ) => sum + line.quantity, 0 );
	const cell = ( id: string, title: string, html: string ) =>
		`<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-${ id }" data-title="${ title }">${ html }</td>`;
	return `<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${
		order.status
	} order"><th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" data-title="Order" scope="row"><a href="${ viewOrderPath(
		order
	) }" aria-label="View order number ${ order.id }">#${
		order.id
	}</a></th>${ cell(
		'order-date',
		'Date',
		`<time datetime="${ isoDate( order ) }">${ escapeHtml(
			orderDate( order )
		) }</time>`
	) }${ cell(
		'order-status',
		'Status',
		escapeHtml( statusName( order ) )
	) }${ cell(
		'order-total',
		'Total',
		`${ formattedTotal( order ) } for ${ items } item${
			items === 1 ? '' : 's'
		}`
	) }${ cell(
		'order-actions',
		'Actions',
		orderActions( ctx, order )
			.map( ( action ) => actionLink( action ) )
			.join( ' ' )
	) }</tr>`;
}

const COLUMNS: Array< [ string, string ] > = [
	[ 'order-number', 'Order' ],
	[ 'order-date', 'Date' ],
	[ 'order-status', 'Status' ],
	[ 'order-total', 'Total' ],
	[ 'order-actions', 'Actions' ],
];

export function ordersTable( ctx: Context, customer: Customer ): string {
	const list = customerOrders( ctx, customer );
	if ( ! list.length ) {
		return '<div class="woocommerce-info">No order has been made yet. <a class="woocommerce-Button wc-forward button" href="/shop/">Browse products</a></div>';
	}
	const head = COLUMNS.map(
		( [ id, name ] ) =>
			`<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-${ id }"><span class="nobr">${ name }</span></th>`
	).join( '' );
	return `<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr>${ head }</tr></thead><tbody>${ list
		.map( ( order ) => orderRow( ctx, order ) )
		.join( '' ) }</tbody></table>`;
}
