/**
 * Our plugin's translations for a script of ours in a locale we ship no JSON
 * for (includes/gateway-pack-translations.php, on WordPress's
 * `pre_load_script_translations`): of what WordPress loaded for our text
 * domain (the gateway's language pack), the translations of exactly the
 * messages the handle's code can show, its lazily loaded chunks' included,
 * as the build lists them (build/i18n-messages.json, the one list the PHP
 * reads too).
 *
 * Follows: woocommerce-gateway-stripe-frontend.php (this project's plugin,
 * includes/gateway-pack-translations.php).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadedTranslations } from '../wordpress/text-domains';

const LIST = path.resolve( __dirname, '../../../build/i18n-messages.json' );

interface MessageList {
	messages: string[];
	handles: Record< string, number[] >;
}

/** The handle's messages as gettext keys (`context\u0004msgid\0plural`). */
export function handleMessages( handle: string ): string[] {
	const list: MessageList = existsSync( LIST )
		? JSON.parse( readFileSync( LIST, 'utf8' ) )
		: { messages: [], handles: {} };
	return ( list.handles[ handle ] || [] ).map(
		( index ) => list.messages[ index ]
	);
}

/**
 * JED's messages (`context\u0004msgid` → forms) for the keys the loaded
 * entries translate: by context and msgid, and by plural where both name
 * one.
 */
export function translatedMessages(
	entries: Record< string, string >,
	keys: string[]
): Record< string, string[] > {
	const loaded = new Map< string, { plural?: string; forms: string[] } >();
	for ( const [ original, translation ] of Object.entries( entries ) ) {
		const [ singular, plural ] = original.split( '\0' );
		loaded.set( singular, { plural, forms: translation.split( '\0' ) } );
	}
	const messages: Record< string, string[] > = {};
	for ( const key of keys ) {
		const [ singular, plural ] = key.split( '\0' );
		const found = loaded.get( singular );
		if (
			found &&
			found.forms.some( Boolean ) &&
			! ( plural && found.plural && plural !== found.plural )
		) {
			messages[ singular ] = found.forms;
		}
	}
	return messages;
}

/** JED locale data for one of our handles, or null (nothing printed). */
export function packScriptTranslations(
	handle: string,
	domain: string,
	locale: string
): Record< string, unknown > | null {
	const loaded = loadedTranslations( domain, locale );
	const keys = handleMessages( handle );
	const messages = loaded ? translatedMessages( loaded.messages, keys ) : {};
	if ( ! Object.keys( messages ).length ) {
		return null;
	}
	return {
		'': {
			domain: 'messages',
			lang: locale,
			'plural-forms':
				loaded?.[ 'plural-forms' ] || 'nplurals=2; plural=(n != 1);',
		},
		...messages,
	};
}
