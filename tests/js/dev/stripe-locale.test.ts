/**
 * @jest-environment node
 */
/**
 * The Stripe.js locale in the gateway's params follows
 * WC_Stripe_Helper::convert_wc_locale_to_stripe_locale() (8.8.0): a
 * regional locale Stripe lists is kept, hyphenated; Latin American Spanish
 * is `es-419`; else the language, else `auto`. The real store in en_US
 * prints `en` (docs/development-shop.md).
 */
import { stripeLocale } from '../../../dev/server/stripe-gateway/stripe-locale';

describe( 'stripeLocale', () => {
	it.each( [
		[ 'en_US', 'en' ],
		[ 'en_GB', 'en-GB' ],
		[ 'fr_CA', 'fr-CA' ],
		[ 'pt_BR', 'pt-BR' ],
		[ 'zh_TW', 'zh-TW' ],
		[ 'de_DE', 'de' ],
		[ 'de_DE_formal', 'de' ],
		[ 'es_MX', 'es-419' ],
		[ 'es_AR', 'es' ],
		[ 'ko_KR', 'auto' ],
		[ '', 'auto' ],
	] )( '%s gives %s', ( wcLocale, expected ) => {
		expect( stripeLocale( wcLocale ) ).toBe( expected );
	} );
} );
