/**
 * The shop's switches, changed by tests and by hand through /__dev/settings.
 *
 * Follows: none: the development shop's switches, each standing for a
 * WooCommerce or Stripe gateway option it names.
 */
export interface DevSettings {
	guestCheckout: boolean;
	loginRequired: boolean;
	ratingRequired: boolean;
	/**
	 * Reviews wait for the store owner's approval (WordPress's "Comment
	 * must be manually approved").
	 */
	reviewModeration: boolean;
	cartRedirectAfterAdd: boolean;
	storeNotice: string;
	comingSoon: boolean;
	currency: string;
	/**
	 * WooCommerce's price decimals (`woocommerce_price_num_decimals`,
	 * `wc_get_price_decimals()`), which the store owner sets apart from the
	 * currency: null keeps the currency's usual ones (0 for JPY, else 2).
	 */
	priceDecimals: number | null;
	/**
	 * The express params' `checkout.currency_decimals`: true prints Stripe's
	 * decimals for the currency (as the issue reads gateway 9.7+ to print
	 * it); 'price-decimals' prints `wc_get_price_decimals()`, as the 9.x/10.x
	 * helper read in the code index does; false leaves the key out, as 8.8.0
	 * and the releases before it do (docs/server-contract.md).
	 */
	currencyDecimalsPrinted: boolean | 'price-decimals';
	storeCountry: string;
	locale: string;
	/**
	 * The wallets Stripe offers this browser ('googlePay', 'applePay',
	 * 'link', 'amazonPay'); a button shows when the gateway enables it too.
	 */
	availableWallets: string[];
	/** The gateway's Amazon Pay switch (`is_amazon_pay_enabled`). */
	amazonPay: boolean;
	/**
	 * Where the store owner shows wallet buttons (the gateway's
	 * `express_checkout_button_locations`): 'product', 'cart', 'checkout'.
	 * A page not listed prints neither the buttons' place, their settings
	 * nor their script.
	 */
	expressLocations: string[];
	/**
	 * The block pages' `shouldShowExpressCheckoutButton` in the gateway's
	 * block data: true prints it, as 10.x does; false leaves it out, as
	 * 8.8.0 does (its express params alone say where wallets show).
	 */
	expressFlagPrinted: boolean;
	/**
	 * The header's mini cart: 'widget' (WooCommerce's classic widget, as the
	 * Storefront theme shows it) or 'block' (the Mini-Cart block and its
	 * drawer, as a block theme's header has it).
	 */
	miniCart: string;
	/**
	 * Our plugin's `wc_stripe_frontend_mini_cart_wallets` filter: wallet
	 * buttons in the mini cart (off by default, as the filter is).
	 */
	miniCartWallets: boolean;
	/**
	 * The gateway's Express Checkout Element feature flag
	 * (`_wcstripe_feature_ece`): true draws the wallet buttons with it
	 * (`wc_stripe_express_checkout_params`); false is the gateway 8.8.0's
	 * default, its legacy Payment Request Button
	 * (`wc_stripe_payment_request_params`, its wrapper and its own wc-ajax
	 * actions, stripe-gateway/wc-ajax/payment-request.ts).
	 */
	expressCheckoutElement: boolean;
	stripeFails: boolean;
	/** Element types whose Payment Element fails to load. */
	elementLoadFailures: string[];
	enabledMethods: string[];
	/**
	 * The gateway's Optimized Checkout setting (`optimized_checkout_element`):
	 * on the checkouts and pay for order, one Stripe method whose Payment
	 * Element offers every enabled method (stripe-gateway/methods/optimized-checkout.ts).
	 */
	optimizedCheckout: boolean;
	/** Print jQuery on every page, as a shop with jQuery plugins has it. */
	jquery: boolean;
	/**
	 * Our scripts keep the plugin's `defer` strategy (true, as WordPress
	 * prints them); false plays a WordPress that ignores strategies, which
	 * prints them blocking.
	 */
	deferScripts: boolean;
	/**
	 * The theme's `single-product/add-to-cart/variation.php`: 'woocommerce'
	 * (WooCommerce's own), 'theme' (an override), 'theme-logic' (an
	 * override with `<# #>` logic) or 'none' (the templates are not printed).
	 */
	variationTemplate: string;
	/**
	 * WooCommerce's `woocommerce_hide_invisible_variations` filter: true
	 * (its default) leaves disabled variations out of the page; false
	 * prints them, and choosing one shows the unavailable-variation template.
	 */
	hideInvisibleVariations: boolean;
	/**
	 * WordPress's "Plain" permalink structure: the REST API answers at
	 * `/?rest_route=/…` only, and WordPress announces that root.
	 */
	plainPermalinks: boolean;
	/**
	 * Our plugin's `wc_stripe_frontend_pay_later_messaging` filter: true
	 * (its default) shows Stripe's pay-later message; false switches it off
	 * (plugin/pay-later.ts).
	 */
	payLaterMessaging: boolean;
	/**
	 * The product page's theme and form: 'classic' (a classic theme's
	 * template), or a block theme's single-product template with the
	 * "Add to cart form" block ('form-block', its quantity an input;
	 * 'form-block-stepper', its − and + stepper) or the Add to Cart +
	 * Options block ('block', WooCommerce 10's Interactivity API form)
	 * (woocommerce/templates/block-product-page.ts).
	 */
	productForm: 'classic' | 'form-block' | 'form-block-stepper' | 'block';
}

export const DEFAULT_SETTINGS: DevSettings = {
	guestCheckout: true,
	loginRequired: false,
	ratingRequired: true,
	reviewModeration: false,
	cartRedirectAfterAdd: false,
	storeNotice: '',
	comingSoon: false,
	currency: 'EUR',
	priceDecimals: null,
	currencyDecimalsPrinted: true,
	storeCountry: 'DE',
	locale: 'en_US',
	// Amazon Pay does not depend on the device: any browser is offered it.
	availableWallets: [ 'googlePay', 'applePay', 'link', 'amazonPay' ],
	amazonPay: true,
	expressLocations: [ 'product', 'cart', 'checkout' ],
	expressFlagPrinted: true,
	miniCart: 'widget',
	miniCartWallets: false,
	expressCheckoutElement: true,
	stripeFails: false,
	elementLoadFailures: [],
	// Every method a store owner can switch on; the gateway offers each
	// where Stripe takes it (stripe-gateway/methods/payment-methods.ts), never a retired one.
	enabledMethods: [
		'card',
		'link',
		'sepa_debit',
		'ideal',
		'bancontact',
		'eps',
		'p24',
		'giropay',
		'sofort',
		'blik',
		'boleto',
		'oxxo',
		'multibanco',
		'klarna',
		'affirm',
		'afterpay_clearpay',
		'alipay',
		'wechat_pay',
		'cashapp',
		'amazon_pay',
		'us_bank_account',
		'acss_debit',
		'bacs_debit',
		'au_becs_debit',
	],
	optimizedCheckout: false,
	jquery: false,
	deferScripts: true,
	variationTemplate: 'woocommerce',
	hideInvisibleVariations: true,
	plainPermalinks: false,
	payLaterMessaging: true,
	productForm: 'classic',
};

/** Keys whose values are not of one type: what each takes. */
const TAKES: Partial<
	Record< keyof DevSettings, ( value: unknown ) => boolean >
> = {
	priceDecimals: ( value ) =>
		value === null ||
		( Number.isInteger( value ) &&
			( value as number ) >= 0 &&
			( value as number ) <= 4 ),
	currencyDecimalsPrinted: ( value ) =>
		typeof value === 'boolean' || value === 'price-decimals',
	productForm: ( value ) =>
		[ 'classic', 'form-block', 'form-block-stepper', 'block' ].includes(
			value as string
		),
	miniCart: ( value ) => value === 'widget' || value === 'block',
};

const sameTypeAs = ( expected: unknown ) => ( value: unknown ) =>
	Array.isArray( expected )
		? Array.isArray( value )
		: typeof value === typeof expected;

/** Only known keys with the right type are taken. */
export function mergeSettings(
	current: DevSettings,
	change: Record< string, unknown >
): DevSettings {
	const next: DevSettings = { ...current };
	for ( const key of Object.keys( DEFAULT_SETTINGS ) as Array<
		keyof DevSettings
	> ) {
		const value = change[ key ];
		if ( value === undefined ) {
			continue;
		}
		const takes = TAKES[ key ] || sameTypeAs( DEFAULT_SETTINGS[ key ] );
		if ( takes( value ) ) {
			( next as unknown as Record< string, unknown > )[ key ] = value;
		}
	}
	return next;
}
