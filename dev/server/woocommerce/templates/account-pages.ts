/**
 * My account as WooCommerce has it (`myaccount/my-account.php`): for a
 * shopper who is not logged in, the login and registration forms on every
 * account page; for a customer, the navigation (`myaccount/navigation.php`)
 * beside the endpoint's content: Dashboard (the greeting, and WooCommerce
 * Subscriptions' list of subscriptions), Orders and a single order,
 * Downloads, Addresses and their edit forms, Payment methods and Add payment
 * method, Account details, and Log out (the `customer-logout` endpoint with
 * its nonce; without one it asks to confirm).
 *
 * Follows: woocommerce templates/myaccount/my-account.php, navigation.php,
 * dashboard.php.
 */
import type { Context } from '../../context';
import { escapeHtml, sendHtml } from '../../http/respond';
import { currentCustomer } from '../includes/customers';
import type { Customer } from '../includes/types';
import { renderPage } from './layout';
import {
	ADD_PATH,
	METHODS_PATH,
	addPaymentMethod,
	addPaymentMethodForm,
	addPaymentMethodScripts,
	paymentMethodsTable,
} from './account-payment-parts';
import { doAction } from '../../wordpress/hooks';
import { CLASSIC_STYLE } from './shop-style';
import { ORDERS_PATH, ordersTable } from './account-orders';
import { VIEW_ORDER_PATH, viewOrder } from './account-view-order';
import { accountNoticesHtml } from './account-notices';
import { loginAndRegisterHtml } from './account-login';
import {
	ADDRESSES_PATH,
	addressesHtml,
	editAddressGlobals,
	editAddressHtml,
} from './account-addresses';
import { accountDetailsHtml } from './account-details';
import { EDIT_ADDRESS_PATH } from '../form-handler/account-address-form';
import { EDIT_ACCOUNT_PATH } from '../form-handler/account-details-form';
import { LOGOUT_PATH, logoutUrl } from '../form-handler/account-links';

const DOWNLOADS_PATH = '/my-account/downloads/';

/** `wc_get_account_menu_items()`: endpoint, address, label. */
function menuItems( ctx: Context ): Array< [ string, string, string ] > {
	return [
		[ 'dashboard', '/my-account/', 'Dashboard' ],
		[ 'orders', ORDERS_PATH, 'Orders' ],
		[ 'downloads', DOWNLOADS_PATH, 'Downloads' ],
		[ 'edit-address', ADDRESSES_PATH, 'Addresses' ],
		[ 'payment-methods', METHODS_PATH, 'Payment methods' ],
		[ 'edit-account', EDIT_ACCOUNT_PATH, 'Account details' ],
		[ 'customer-logout', logoutUrl( ctx ), 'Log out' ],
	];
}

/**
 * `wc_is_current_account_menu_item()`: an endpoint's own pages (a single
 * order, an address's form, adding a method) keep its item current.
 */
function isCurrent( endpoint: string, path: string ): boolean {
	switch ( endpoint ) {
		case 'dashboard':
			return path === '/my-account/';
		case 'orders':
			return path === ORDERS_PATH || VIEW_ORDER_PATH.test( path );
		case 'edit-address':
			return path.startsWith( ADDRESSES_PATH );
		case 'payment-methods':
			return path === METHODS_PATH || path.startsWith( ADD_PATH );
		case 'customer-logout':
			return path.startsWith( LOGOUT_PATH );
		default:
			return path === `/my-account/${ endpoint }/`;
	}
}

function accountNavigation( ctx: Context ): string {
	const path = ctx.url.pathname;
	return `<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>${ menuItems(
		ctx
	)
		.map( ( [ endpoint, href, label ] ) => {
			const current = isCurrent( endpoint, path );
			return `<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${ endpoint }${
				current ? ' is-active' : ''
			}"><a href="${ escapeHtml( href ) }"${
				current ? ' aria-current="page"' : ''
			}>${ label }</a></li>`;
		} )
		.join( '' ) }</ul></nav>`;
}

/**
 * `myaccount/dashboard.php`, then what plugins print after it (WooCommerce
 * Subscriptions' list).
 */
function dashboard( ctx: Context, customer: Customer ): string {
	const name = `<strong>${ escapeHtml( customer.displayName ) }</strong>`;
	return `<p>Hello ${ name } (not ${ name }? <a href="${ escapeHtml(
		logoutUrl( ctx )
	) }">Log out</a>)</p>
<p>From your account dashboard you can view your <a href="${ ORDERS_PATH }">recent orders</a>, manage your <a href="${ ADDRESSES_PATH }">shipping and billing addresses</a>, and <a href="${ EDIT_ACCOUNT_PATH }">edit your password and account details</a>.</p>
${ doAction( 'woocommerce_before_my_account', ctx, customer ) }`;
}

interface Endpoint {
	title: string;
	body: string;
	globals?: Record< string, unknown >;
}

/** The logged-in endpoint's title and content. */
function endpointContent( ctx: Context, customer: Customer ): Endpoint {
	const path = ctx.url.pathname;
	const viewing = VIEW_ORDER_PATH.exec( path );
	const editing = EDIT_ADDRESS_PATH.exec( path );
	if ( viewing ) {
		return viewOrder( ctx, customer, Number( viewing[ 1 ] ) );
	}
	if ( editing ) {
		const group = editing[ 1 ] as 'billing' | 'shipping';
		return {
			title: 'Addresses',
			body: editAddressHtml( ctx, customer, group ),
			globals: editAddressGlobals(),
		};
	}
	switch ( path ) {
		case ORDERS_PATH:
			return { title: 'Orders', body: ordersTable( ctx, customer ) };
		case DOWNLOADS_PATH:
			return {
				title: 'Downloads',
				body: '<div class="woocommerce-info">No downloads available yet. <a class="woocommerce-Button wc-forward button" href="/shop/">Browse products</a></div>',
			};
		case ADDRESSES_PATH:
			return { title: 'Addresses', body: addressesHtml( ctx, customer ) };
		case METHODS_PATH:
			return {
				title: 'Payment methods',
				body: paymentMethodsTable( ctx, customer ),
			};
		case EDIT_ACCOUNT_PATH:
			return {
				title: 'Account details',
				body: accountDetailsHtml( ctx, customer ),
			};
		case LOGOUT_PATH:
			// Reached without its nonce: WooCommerce asks first.
			return {
				title: 'Log out',
				body: `<div class="woocommerce-info">Are you sure you want to log out? <a href="${ escapeHtml(
					logoutUrl( ctx )
				) }">Confirm and log out</a></div>`,
			};
		default:
			return { title: 'My account', body: dashboard( ctx, customer ) };
	}
}

export function myAccountPage( ctx: Context ): void {
	const customer = currentCustomer( ctx.state, ctx.session );
	if ( ! customer ) {
		sendHtml(
			ctx.res,
			200,
			renderPage( ctx, {
				page: 'my account',
				title: 'My account',
				bodyClass: 'woocommerce-account woocommerce-page',
				body: `${ accountNoticesHtml( ctx ) }${ loginAndRegisterHtml(
					ctx
				) }`,
			} )
		);
		return;
	}
	const adding = ctx.url.pathname.startsWith( ADD_PATH );
	if ( adding && ctx.req.method === 'POST' ) {
		addPaymentMethod( ctx, customer );
		return;
	}
	const { title, body, globals, scripts } = adding
		? {
				title: 'Add payment method',
				body: addPaymentMethodForm( ctx ),
				...addPaymentMethodScripts( ctx, customer ),
			}
		: { ...endpointContent( ctx, customer ), scripts: [] };
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			page: adding ? 'add payment method' : 'my account',
			title,
			bodyClass: 'woocommerce-account woocommerce-page',
			body: `${ CLASSIC_STYLE }<div class="woocommerce">${ accountNavigation(
				ctx
			) }<div class="woocommerce-MyAccount-content">${ accountNoticesHtml(
				ctx
			) }
${ body }</div></div>`,
			globals: globals || {},
			scripts,
		} )
	);
}
