/**
 * The translations WordPress loads for a text domain, in small: the language
 * pack of a plugin in wp-content/languages/plugins/, `{domain}-{locale}`,
 * read as WordPress 6.5+ reads a `.l10n.php` (here a module of the same
 * shape, in languages/plugins/). A locale without a pack has none.
 *
 * Follows: WordPress wp-includes/l10n.php get_translations_for_domain(),
 * _load_textdomain_just_in_time() and l10n/class-wp-translation-file-php.php.
 */
import gatewayFrench from './languages/plugins/woocommerce-gateway-stripe-fr_FR.l10n';

/** A `.l10n.php`: headers and `context\u0004msgid` → forms joined by `\0`. */
export interface TranslationFile {
	'plural-forms'?: string;
	language?: string;
	messages: Record< string, string >;
}

const PACKS: Record< string, TranslationFile > = {
	'woocommerce-gateway-stripe-fr_FR': gatewayFrench,
};

/** What WordPress loaded for the text domain in this locale, or null. */
export function loadedTranslations(
	domain: string,
	locale: string
): TranslationFile | null {
	return Object.prototype.hasOwnProperty.call(
		PACKS,
		`${ domain }-${ locale }`
	)
		? PACKS[ `${ domain }-${ locale }` ]
		: null;
}

/** `__( text, domain )` in PHP: the loaded translation, else the text. */
export function translate( text: string, domain: string, locale: string ) {
	const translation = loadedTranslations( domain, locale )?.messages[ text ];
	return translation ? translation.split( '\0' )[ 0 ] : text;
}
