/**
 * The settings WooCommerce prints on every page that runs its blocks
 * (`wcSettings`): its core data (the currency in wcSettings' own shape,
 * the store's countries, pages and URLs, the user, the locale, order
 * statuses, versions) and the blocks' configuration (`wcBlocksConfig`).
 *
 * Follows: woocommerce src/Blocks/Assets/AssetDataRegistry.php
 * get_core_data(), get_currency_data(), get_store_pages(),
 * get_order_statuses() and src/Blocks/BlockTypes/AbstractBlock.php
 * enqueue_data() (WooCommerce Blocks 11.8, as WooCommerce 8.7 bundles it).
 */
import type { Context } from '../../context';
import { COUNTRIES } from '../includes/countries';
import { storeCurrency } from '../includes/currency';
import type { Currency } from '../includes/currency';
import { PRODUCTS } from '../includes/catalogue';
import { STORE_API_ROUTE } from '../store-api/namespace';

/** The WooCommerce and WordPress versions the shop plays. */
const WC_VERSION = '8.7.0';
const WP_VERSION = '6.5';

/** `get_woocommerce_price_format()`, with `&nbsp;` decoded. */
const PRICE_FORMATS: Record< Currency[ 'position' ], string > = {
	left: '%1$s%2$s',
	right: '%2$s%1$s',
	left_space: '%1$s\u00a0%2$s',
	right_space: '%2$s\u00a0%1$s',
};

/** `get_currency_data()`: not the Store API's `currency_*` fields. */
export function currencyData( settings: {
	currency: string;
	priceDecimals: number | null;
} ) {
	const currency = storeCurrency( settings );
	return {
		code: currency.code,
		precision: currency.minorUnit,
		symbol: currency.symbol,
		symbolPosition: currency.position,
		decimalSeparator: currency.decimalSeparator,
		thousandSeparator: currency.thousandSeparator,
		priceFormat: PRICE_FORMATS[ currency.position ],
	};
}

/** The shop's pages, with the ids WordPress would give them. */
const PAGES = {
	myaccount: { id: 9, title: 'My account', path: '/my-account/' },
	shop: { id: 5, title: 'Shop', path: '/shop/' },
	cart: { id: 6, title: 'Cart', path: '/cart/' },
	checkout: { id: 7, title: 'Checkout', path: '/checkout/' },
};

/** `get_store_pages()`: a page the store lacks is `{0, '', false}`. */
function storePages( origin: string ) {
	const missing = { id: 0, title: '', permalink: false };
	return {
		...Object.fromEntries(
			Object.entries( PAGES ).map( ( [ key, page ] ) => [
				key,
				{
					id: page.id,
					title: page.title,
					permalink: `${ origin }${ page.path }`,
				},
			] )
		),
		privacy: missing,
		terms: missing,
	};
}

/** `wc_get_order_statuses()` without their `wc-` prefix. */
const ORDER_STATUSES = {
	pending: 'Pending payment',
	processing: 'Processing',
	'on-hold': 'On hold',
	completed: 'Completed',
	cancelled: 'Cancelled',
	refunded: 'Refunded',
	failed: 'Failed',
	'checkout-draft': 'Draft',
};

/** `get_core_data()`. */
export function coreData( ctx: Context ) {
	const { origin, session, state } = ctx;
	return {
		adminUrl: `${ origin }/wp-admin/`,
		countries: COUNTRIES,
		currency: currencyData( state.settings ),
		currentUserId: session.customerId,
		currentUserIsAdmin: false,
		dateFormat: 'F j, Y',
		homeUrl: `${ origin }/`,
		locale: {
			siteLocale: state.settings.locale,
			userLocale: state.settings.locale,
			weekdaysShort: [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ],
		},
		dashboardUrl: `${ origin }/my-account/`,
		orderStatuses: ORDER_STATUSES,
		placeholderImgSrc: `${ origin }/wp-content/uploads/woocommerce-placeholder.png`,
		productsSettings: {
			cartRedirectAfterAdd: state.settings.cartRedirectAfterAdd,
		},
		siteTitle: 'Dev Shop',
		storePages: storePages( origin ),
		wcAssetUrl: `${ origin }/wp-content/plugins/woocommerce/assets/`,
		wcVersion: WC_VERSION,
		wpLoginUrl: `${ origin }/wp-login.php`,
		wpVersion: WP_VERSION,
	};
}

/** The Store API routes the shop answers, as REST routes. */
const STORE_ROUTES = [
	'',
	'/batch',
	'/cart',
	'/cart/add-item',
	'/cart/apply-coupon',
	'/cart/extensions',
	'/cart/remove-coupon',
	'/cart/remove-item',
	'/cart/select-shipping-rate',
	'/cart/update-customer',
	'/cart/update-item',
	'/checkout',
	'/checkout/(?P<id>[\\d]+)',
].map( ( route ) => STORE_API_ROUTE + route );

/** AbstractBlock::enqueue_data()'s `wcBlocksConfig`. */
export function blocksConfig( ctx: Context ) {
	return {
		// FeatureGating's flag for WooCommerce core.
		buildPhase: 1,
		pluginUrl: `${ ctx.origin }/wp-content/plugins/woocommerce/`,
		productCount: PRODUCTS.length,
		restApiRoutes: { [ STORE_API_ROUTE ]: STORE_ROUTES },
		defaultAvatar: 'https://secure.gravatar.com/avatar/?s=96&d=mm&f=y&r=g',
		wordCountType: 'words',
	};
}
