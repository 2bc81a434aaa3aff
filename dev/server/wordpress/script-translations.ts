/**
 * WordPress's script translations, in small. For a script of ours, the
 * translations are printed inline just before the script, as
 * `wp_set_script_translations()` has WordPress do: from the script's file in
 * the shop's language, found by the md5 of the script's path in the plugin
 * (`languages/{domain}-{locale}-{md5 of build/NAME.js}.json`); without one,
 * from what our plugin's `pre_load_script_translations` filter gives the
 * handle out of the gateway's language pack
 * (plugin/gateway-pack-translations.ts). Either way the messages go to
 * `wp.i18n.setLocaleData()` for the text domain. A script that moves gets
 * no JSON of ours until its file is made again.
 *
 * Follows: WordPress wp-includes/l10n.php load_script_textdomain(),
 * load_script_translations() and class-wp-scripts.php print_translations().
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptJson } from '../http/respond';
import { applyFilters } from './hooks';

type LocaleData = Record< string, unknown >;

declare module './hooks' {
	interface Filters {
		/**
		 * A script's translations before WordPress reads its file (`file`
		 * is false when there is none); the shop passes the locale, which
		 * WordPress reads from determine_locale().
		 */
		pre_load_script_translations: [
			translations: LocaleData | null,
			file: string | false,
			handle: string,
			domain: string,
			locale: string,
		];
	}
}

const ROOT = path.resolve( __dirname, '../../..' );
const DOMAIN = 'woocommerce-gateway-stripe';

export function translationsFile( src: string, locale: string ): string {
	const relative = src.replace( /^\//, '' ).replace( /\?.*$/, '' );
	const md5 = createHash( 'md5' ).update( relative ).digest( 'hex' );
	return path.join(
		ROOT,
		'languages',
		`${ DOMAIN }-${ locale }-${ md5 }.json`
	);
}

/** The JED locale data WordPress finds for a script of ours, or null. */
function localeData(
	src: string,
	locale: string
): Record< string, unknown > | null {
	const found = translationsFile( src, locale );
	const file = existsSync( found ) ? found : false;
	// build/NAME.js is the handle wc-stripe-NAME.
	const name = path.basename( src.replace( /\?.*$/, '' ), '.js' );
	const filtered = applyFilters(
		'pre_load_script_translations',
		null,
		file,
		`wc-stripe-${ name }`,
		DOMAIN,
		locale
	);
	if ( filtered !== null || ! file ) {
		return filtered;
	}
	const { locale_data: data } = JSON.parse( readFileSync( file, 'utf8' ) );
	return data[ DOMAIN ] || data.messages;
}

/** The inline script that hands a script's translations to wp.i18n, or ''. */
export function scriptTranslations( src: string, locale: string ): string {
	if ( locale === 'en_US' || ! src.startsWith( '/build/' ) ) {
		return '';
	}
	const messages = localeData( src, locale );
	if ( ! messages ) {
		return '';
	}
	messages[ '' ] = {
		...( messages[ '' ] as object ),
		domain: DOMAIN,
	};
	return `<script>wp.i18n.setLocaleData( ${ scriptJson(
		messages
	) }, ${ scriptJson( DOMAIN ) } );</script>`;
}
