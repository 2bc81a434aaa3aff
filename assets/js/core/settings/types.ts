/**
 * Page-provided settings, as the rest of the code sees them after
 * `parseGatewaySettings` / `parseExpressSettings` checked them once.
 */
import type { Layout } from '@stripe/stripe-js';
import type { PaymentMethodId } from '../payment-methods/types';

export interface PaymentMethodConfig {
	title: string;
	isReusable: boolean;
	/** Billing countries the method is offered in; empty = everywhere. */
	countries: string[];
	supportsDeferredIntent: boolean;
}

export interface GatewayNonces {
	createSetupIntent: string;
	createPaymentIntent: string;
	updatePaymentIntent: string;
	createAndConfirmSetupIntent: string;
	updateFailedOrder: string;
	saveAppearance: string;
}

/**
 * The gateway's settings in our own names (the page prints `key`,
 * `paymentMethodsConfig`, `OCLayout`, `isOCEnabled`, `orderReceivedURL`,
 * `customerData.billing_country`; the parser maps them once).
 */
export interface GatewaySettings {
	publishableKey: string;
	locale: string;
	apiVersion: string;
	/**
	 * The configured methods, by method id: the 24 we know, and any other
	 * the page prints (offered through the Payment Element as printed).
	 */
	methods: Partial< Record< PaymentMethodId, PaymentMethodConfig > >;
	gatewayId: string;
	isCheckout: boolean;
	isOrderPay: boolean;
	isChangingPayment: boolean;
	orderId: number | null;
	/** Cart total in the currency's minor unit. */
	cartTotal: number;
	/** Lower-case ISO code, as Stripe wants it. */
	currency: string;
	cartContainsSubscription: boolean;
	subscriptionRequiresManualRenewal: boolean;
	isSignupOnCheckoutAllowed: boolean;
	/**
	 * Our specification's flag; no version of the plugin read prints it
	 * (null then): classic pages take it the WooCommerce way
	 * (classic/payment/logged-in.ts).
	 */
	isLoggedIn: boolean | null;
	/** Billing field keys the store enables (billing_email, billing_phone…). */
	enabledBillingFields: string[];
	appearance: Record< string, unknown > | null;
	blocksAppearance: Record< string, unknown > | null;
	/** The order's billing country on order-pay and account pages. */
	customerBillingCountry: string;
	/**
	 * Optimized Checkout ("OC") draws on this page: one method (the
	 * `card` entry of `methods`) whose Payment Element offers every method
	 * the gateway's payment method configuration allows.
	 */
	optimizedCheckout: boolean;
	/** Payment Element layout: the store's choice, else our default. */
	elementLayout: Layout;
	paymentMethodConfigurationParentId: string | null;
	/** The gateway's payment method configuration at Stripe (OC). */
	paymentMethodConfigurationId: string | null;
	/** Types the OC element must not offer, as the gateway prints them. */
	excludedPaymentMethodTypes: string[];
	orderReceivedUrl: string;
	genericErrorMessage: string;
	invalidWalletType: string;
	themeName: string;
	ajaxUrl: string;
	/** admin-ajax, when the page prints it ('' otherwise). */
	wpAjaxUrl: string;
	nonces: GatewayNonces;
	/**
	 * Texts for error codes that win over ours: the gateway's localized
	 * messages (top-level keys) and our specification's `errorMessages`.
	 */
	errorMessages: Record< string, string >;
}

export interface ExpressNonces {
	shipping: string;
	updateShipping: string;
	normalizeAddress: string;
	wcStoreApi: string;
	wcStoreApiExpressCheckout: string;
	getCartDetails: string;
	addToCart: string;
	clearCart: string;
	getSelectedProductData: string;
	/**
	 * WooCommerce's checkout nonce (`woocommerce-process_checkout`), which
	 * the gateway's legacy `create_order` takes as `_wpnonce`.
	 */
	checkout: string;
	/** WordPress's REST cookie nonce (`X-WP-Nonce`), for "buy now". */
	wpRest: string;
}

export type { ButtonOptions as ExpressButtonSettings } from './button-options';
import type { ButtonOptions } from './button-options';
import type { LineItem } from '../amounts/display-items';

export interface ShippingOption {
	id: string;
	displayName: string;
	amount: number;
}

/** The wallets the Express Checkout Element draws, by Stripe's keys. */
export type WalletKey = 'applePay' | 'googlePay' | 'link' | 'amazonPay';

/**
 * What a page prints for the sheet it starts with (amounts in Stripe's
 * unit): the product page's product, or the cart on cart and checkout pages.
 */
export interface PrintedSheet {
	total: number;
	displayItems: LineItem[];
	requestShipping: boolean;
	/** Lower-case ISO code. */
	currency: string;
	shippingOptions: ShippingOption[];
	/** False while a variable product has no valid variation chosen. */
	validVariationSelected: boolean;
}

/** What drawing the wallet buttons needs, before any payment. */
export interface ExpressDisplay {
	publishableKey: string;
	/** Stripe.js locale ('auto' when the page gives none). */
	locale: string;
	/** The wallets the store turned on, in the order they are drawn. */
	wallets: WalletKey[];
	button: ButtonOptions;
	/** A free trial: nothing is charged now, the wallet sets up a mandate. */
	hasFreeTrial: boolean;
	/**
	 * Decimals of the amounts Stripe is given, when the page prints them
	 * (`checkout.currency_decimals`, our specification); null: WooCommerce's
	 * own (the Store API's `currency_minor_unit`, `wcSettings.currency`).
	 */
	currencyDecimals: number | null;
}

export interface ExpressSettings extends ExpressDisplay {
	nonces: ExpressNonces;
	isProductPage: boolean;
	isCartPage: boolean;
	isCheckoutPage: boolean;
	hasBlock: boolean;
	isPayForOrder: boolean;
	/** Taxes follow the billing address, which the sheet only gives later. */
	taxesBasedOnBilling: boolean;
	/** The checkout's own extra fields: name → where it sits. */
	customCheckoutFields: Record< string, string >;
	/** Countries the store ships to; empty when it does not restrict them. */
	allowedShippingCountries: string[];
	checkout: {
		/** Lower-case ISO code ('' when the page gives none). */
		currencyCode: string;
		countryCode: string;
		needsPayerPhone: boolean;
		defaultShippingOption: ShippingOption | null;
	};
	product: PrintedSheet | null;
	cart: PrintedSheet | null;
	ajaxUrl: string;
	loginConfirmation: { message: string; redirectUrl: string } | null;
	/**
	 * The gateway's legacy Payment Request configuration (8.8.0 with its
	 * Express Checkout Element off, its default: the page printed
	 * `wc_stripe_payment_request_params`): an order from the shopper's cart
	 * goes through its wc-ajax `create_order`, and says which wallet paid as
	 * its legacy script says it (`payment_request_type`).
	 */
	paymentRequest: boolean;
}

/** The order a pay-for-order page asks the shopper to pay. */
export interface PayForOrderData {
	orderId: number;
	orderKey: string;
	billingEmail: string;
	/** The order's shipping address, sent with the payment as it is. */
	shippingAddress: Record< string, string >;
	total: number;
	displayItems: LineItem[];
}
