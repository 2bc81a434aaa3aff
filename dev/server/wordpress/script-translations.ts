/**
 * WordPress's script translations, in small. For a script of ours that has
 * a translation file in the shop's language, the translations are printed
 * inline just before the script, as `wp_set_script_translations()` has
 * WordPress do: the file is found by the md5 of the script's path in the
 * plugin (`languages/{domain}-{locale}-{md5 of build/NAME.js}.json`) and its
 * messages go to `wp.i18n.setLocaleData()` for the text domain. A script
 * that moves gets no translations until its file is made again.
 *
 * Follows: WordPress wp-includes/l10n.php load_script_textdomain() and
 * class-wp-scripts.php print_translations().
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptJson } from '../http/respond';

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

/** The inline script that hands a script's translations to wp.i18n, or ''. */
export function scriptTranslations( src: string, locale: string ): string {
	if ( locale === 'en_US' || ! src.startsWith( '/build/' ) ) {
		return '';
	}
	const file = translationsFile( src, locale );
	if ( ! existsSync( file ) ) {
		return '';
	}
	const { locale_data: localeData } = JSON.parse(
		readFileSync( file, 'utf8' )
	);
	const messages = localeData[ DOMAIN ] || localeData.messages;
	messages[ '' ] = { ...messages[ '' ], domain: DOMAIN };
	return `<script>wp.i18n.setLocaleData( ${ scriptJson(
		messages
	) }, ${ scriptJson( DOMAIN ) } );</script>`;
}
