/**
 * The Stripe.js locale the gateway prints for the store's WordPress locale
 * (`stripe.locale` in its UPE, express checkout and legacy Payment Request
 * params): the locale itself, hyphenated, where Stripe lists it (so
 * `en_GB` gives `en-GB`, `pt_BR` `pt-BR`); the Latin American Spanish
 * WordPress translations as `es-419`; else its language where Stripe lists
 * that; else `auto`, Stripe.js's browser locale.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0 includes/class-wc-stripe-helper.php
 * convert_wc_locale_to_stripe_locale() (its list, from Stripe's supported
 * locales).
 */
const STRIPE_LOCALES: ReadonlySet< string > = new Set( [
	'ar',
	'bg',
	'cs',
	'da',
	'de',
	'el',
	'en',
	'en-GB',
	'es',
	'es-419',
	'et',
	'fi',
	'fr',
	'fr-CA',
	'he',
	'hu',
	'id',
	'it',
	'ja',
	'lt',
	'lv',
	'ms',
	'mt',
	'nb',
	'nl',
	'pl',
	'pt-BR',
	'pt',
	'ro',
	'ru',
	'sk',
	'sl',
	'sv',
	'th',
	'tr',
	'zh',
	'zh-HK',
	'zh-TW',
] );

/** WordPress translations of Latin American Spanish the gateway maps. */
const LATIN_AMERICAN_SPANISH = [ 'es_co', 'es_ec', 'es_mx', 'es_ve' ];

export function stripeLocale( wcLocale: string ): string {
	const locale = wcLocale.replace( /_/g, '-' );
	if ( STRIPE_LOCALES.has( locale ) ) {
		return locale;
	}
	if ( LATIN_AMERICAN_SPANISH.includes( wcLocale.toLowerCase() ) ) {
		return 'es-419';
	}
	const base = wcLocale.slice( 0, 2 );
	return STRIPE_LOCALES.has( base ) ? base : 'auto';
}
