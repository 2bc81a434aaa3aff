/**
 * The settings objects a WooCommerce page prints for our bundles
 * (docs/page-settings.md): the gateway's data (under
 * `paymentMethodData.stripe`, as WooCommerce prints it), the express settings
 * and WooCommerce's own `wcSettings`.
 */
import type { Context } from '../context';
import type { DevSettings } from '../shop/settings';
import { COUNTRIES, COUNTRY_STATES } from '../shop/countries';
import { currencyFor, inCurrency } from '../shop/currency';
import type { Product } from '../shop/catalogue';
import type { Order } from '../shop/types';
import { orderItemTotals } from '../shop/orders';
import {
	METHOD_RULES,
	gatewayIdFor,
	offeredMethods,
} from '../shop/payment-methods';
import { cartTotals } from '../shop/totals';
import { nonceFor } from '../shop/state';
import { gatewayNonces } from '../routes/gateway-ajax';
import { expressNonces, summary } from '../routes/express-ajax';

export interface PageFlags {
	isCheckout?: boolean;
	isOrderPay?: boolean;
	isChangingPayment?: boolean;
	orderId?: number | null;
	total?: number;
}

export function stripeData( ctx: Context, flags: PageFlags = {} ) {
	const { state, session } = ctx;
	const totals = cartTotals(
		session.cart,
		state.settings.currency,
		state.settings.storeCountry
	);
	const methods = offeredMethods( state.settings );
	return {
		key: 'pk_test_devshop',
		locale: state.settings.locale.split( '_' )[ 0 ] || 'auto',
		apiVersion: '2024-06-20',
		paymentMethodsConfig: Object.fromEntries(
			methods.map( ( method ) => {
				const rule = METHOD_RULES[ method ];
				return [
					method,
					{
						title: rule.title,
						isReusable: rule.reusable,
						countries: rule.countries,
						supportsDeferredIntent: method !== 'acss_debit',
					},
				];
			} )
		),
		gatewayId: 'stripe',
		isCheckout: !! flags.isCheckout,
		isOrderPay: !! flags.isOrderPay,
		isChangingPayment: !! flags.isChangingPayment,
		orderId: flags.orderId ?? null,
		cartTotal: flags.total ?? totals.total,
		currency: state.settings.currency,
		cartContainsSubscription: totals.containsSubscription,
		subscriptionRequiresManualRenewal: false,
		isSignupOnCheckoutAllowed: true,
		isLoggedIn: session.customerId > 0,
		enabledBillingFields: [
			'billing_first_name',
			'billing_last_name',
			'billing_company',
			'billing_country',
			'billing_address_1',
			'billing_address_2',
			'billing_city',
			'billing_state',
			'billing_postcode',
			'billing_phone',
			'billing_email',
		],
		appearance: null,
		blocksAppearance: null,
		customerData: {
			billing_country:
				session.cart.billing.country || state.settings.storeCountry,
		},
		isOCEnabled: false,
		OCLayout: null,
		paymentMethodConfigurationParentId: null,
		orderReceivedURL: `${ ctx.origin }/checkout/order-received/`,
		genericErrorMessage:
			'There was a problem processing the payment. Please refresh the page to try again.',
		invalid_wallet_type: 'Invalid wallet payment type.',
		theme_name: 'storefront',
		ajax_url: '/?wc-ajax=%%endpoint%%',
		wp_ajax_url: '/wp-admin/admin-ajax.php',
		...gatewayNonces( ctx ),
	};
}

export interface ExpressPageFlags {
	isProductPage?: boolean;
	isCartPage?: boolean;
	isCheckoutPage?: boolean;
	isPayForOrder?: boolean;
	hasBlock?: boolean;
	product?: Product;
}

/**
 * What the gateway prints about the product page's product: a preview from
 * its price (the sheet's real total comes from the cart once the product is
 * in it), whether it ships, and whether a variation is still to choose.
 */
export function expressProductData( ctx: Context, product: Product ) {
	const currency = currencyFor( ctx.state.settings.currency );
	const price = inCurrency( product.signUpPrice ?? product.price, currency );
	return {
		displayItems: [ { label: product.name, amount: price } ],
		total: { label: 'Total', amount: price, pending: true },
		requestShipping: ! product.virtual,
		currency: currency.code.toLowerCase(),
		country_code: ctx.state.settings.storeCountry,
		validVariationSelected: product.type !== 'variable',
		shippingOptions: [
			{ id: 'pending', displayName: 'Pending', amount: 0 },
		],
	};
}

function cartSheet( ctx: Context ) {
	const cart = summary( ctx );
	return {
		total: cart.total.amount,
		currency: cart.currency,
		requestShipping: cart.needs_shipping,
		displayItems: cart.displayItems,
		shippingOptions: cart.shipping_options,
	};
}

/** Does the store owner show wallet buttons on this kind of page? */
export function walletsOn(
	settings: DevSettings,
	location: 'product' | 'cart' | 'checkout'
): boolean {
	return settings.expressLocations.includes( location );
}

/** The wallets the gateway offers (its settings' switches). */
function expressWallets( settings: DevSettings ) {
	return {
		is_payment_request_enabled: true,
		is_link_enabled: true,
		is_amazon_pay_enabled: settings.amazonPay,
	};
}
const BUTTON_HEIGHT = 48;

/**
 * The space the buttons will take: one row per wallet offered (Google Pay
 * and Apple Pay come with payment requests).
 */
export function expressReserve( settings: DevSettings ): {
	rows: number;
	rowHeight: number;
} {
	const wallets = expressWallets( settings );
	return {
		rows:
			( wallets.is_payment_request_enabled ? 2 : 0 ) +
			( wallets.is_link_enabled ? 1 : 0 ) +
			( wallets.is_amazon_pay_enabled ? 1 : 0 ),
		rowHeight: BUTTON_HEIGHT,
	};
}

export function expressData( ctx: Context, extra: ExpressPageFlags = {} ) {
	const { settings } = ctx.state;
	const currency = currencyFor( settings.currency );
	return {
		ajax_url: '/?wc-ajax=%%endpoint%%',
		stripe: {
			publishable_key: 'pk_test_devshop',
			locale: 'auto',
			is_express_checkout_enabled: true,
			...expressWallets( settings ),
		},
		nonce: expressNonces( ctx ),
		is_product_page: !! extra.isProductPage,
		is_cart_page: !! extra.isCartPage,
		is_checkout_page: !! extra.isCheckoutPage,
		has_block: !! extra.hasBlock,
		is_pay_for_order: !! extra.isPayForOrder,
		has_free_trial: !! extra.product?.trialDays,
		taxes_based_on_billing: false,
		custom_checkout_fields: [],
		allowed_shipping_countries: Object.keys( COUNTRIES ),
		checkout: {
			url: '/checkout/',
			currency_code: currency.code.toLowerCase(),
			currency_decimals: currency.minorUnit,
			country_code: settings.storeCountry,
			needs_shipping: 'yes',
			needs_payer_phone: false,
			default_shipping_option: null,
		},
		product: extra.product
			? expressProductData( ctx, extra.product )
			: false,
		// Cart and checkout: the cart as the sheet starts with it.
		cart:
			extra.isCartPage || extra.isCheckoutPage ? cartSheet( ctx ) : false,
		button: {
			height: String( BUTTON_HEIGHT ),
			radius: '4',
			type: 'default',
			theme: 'dark',
		},
		login_confirmation:
			settings.loginRequired && ! ctx.session.customerId
				? {
						message:
							'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.',
						redirect_url: '/my-account/',
					}
				: false,
	};
}

/** The order a pay-for-order page offers to the wallet buttons. */
export function payForOrderParams( order: Order ) {
	return {
		order: order.id,
		orderDetails: {
			orderKey: order.key,
			billingEmail: order.billing.email || '',
			shippingAddress: {
				first_name: order.shipping.first_name,
				last_name: order.shipping.last_name,
				company: order.shipping.company,
				address_1: order.shipping.address_1,
				address_2: order.shipping.address_2,
				city: order.shipping.city,
				state: order.shipping.state,
				postcode: order.shipping.postcode,
				country: order.shipping.country,
				phone: order.shipping.phone,
			},
		},
		// The sheet lists what the page's table lists: each line, then the
		// order's totals but the subtotal and the total (the sheet's own).
		displayItems: [
			...order.lines.map( ( line ) => ( {
				label: `${ line.name } × ${ line.quantity }`,
				amount: line.total,
			} ) ),
			...orderItemTotals( order )
				.filter(
					( [ label ] ) => label !== 'Subtotal' && label !== 'Total'
				)
				.map( ( [ label, amount ] ) => ( { label, amount } ) ),
		],
		needs_shipping: false,
		total: { label: 'Total', amount: order.totals.total, pending: true },
	};
}

/**
 * What the Stripe.js double reads from the page: which wallets this browser
 * "has", which elements fail to load.
 */
export function devShopGlobals( ctx: Context ) {
	const { settings } = ctx.state;
	return {
		availableWallets: settings.availableWallets,
		stripeFails: settings.stripeFails,
		elementLoadFailures: settings.elementLoadFailures,
		origin: ctx.origin,
	};
}

export function wcSettings( ctx: Context, flags: PageFlags = {} ) {
	const currency = currencyFor( ctx.state.settings.currency );
	const tokens = ctx.state.tokens.filter(
		( token ) =>
			token.customerId === ctx.session.customerId &&
			ctx.session.customerId > 0
	);
	return {
		currency,
		countries: COUNTRIES,
		countryStates: COUNTRY_STATES,
		storePages: {
			checkout: { permalink: `${ ctx.origin }/checkout/` },
			cart: { permalink: `${ ctx.origin }/cart/` },
			myaccount: { permalink: `${ ctx.origin }/my-account/` },
		},
		paymentMethodSortOrder: offeredMethods( ctx.state.settings ).map(
			gatewayIdFor
		),
		customerPaymentMethods: tokens.length
			? {
					cc: tokens.map( ( token ) => ( {
						method: {
							gateway: token.gateway,
							last4: token.last4,
							brand:
								token.brand === 'visa' ? 'Visa' : token.brand,
						},
						expires: `${ String( token.expMonth ).padStart( 2, '0' ) }/${ String( token.expYear ).slice( -2 ) }`,
						is_default: token.isDefault,
						tokenId: token.id,
					} ) ),
				}
			: {},
		currentUserId: ctx.session.customerId,
		currentUserIsAdmin: false,
		checkoutAllowsGuest: ctx.state.settings.guestCheckout,
		checkoutAllowsSignup: true,
		defaultCountry: ctx.state.settings.storeCountry,
		// Where WooCommerce prints gateway data for the block checkout:
		// getSetting( 'stripe_data' ) finds it through its fallback.
		paymentMethodData: { stripe: stripeData( ctx, flags ) },
		stripe_express_checkout_data: expressData( ctx, { hasBlock: true } ),
	};
}

export function storeApiNonce( ctx: Context ): string {
	return nonceFor( ctx.state, ctx.session, 'wc_store_api' );
}
