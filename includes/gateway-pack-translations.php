<?php
/**
 * Our scripts' translations in a language we ship no JSON for: the ones
 * WordPress loaded for our text domain from the gateway's language pack.
 *
 * Our scripts share the gateway's text domain, `woocommerce-gateway-stripe`,
 * and many of its messages. WordPress finds a script's translations by the
 * md5 of its path, and the gateway's pack
 * (wp-content/languages/plugins/woocommerce-gateway-stripe-{locale}.mo or
 * .l10n.php, with JSON for the gateway's own scripts) has none for ours. So
 * when neither our languages/ nor WordPress's languages folder holds a JSON
 * for one of our handles in the site's locale, the handle gets, from what
 * WordPress loaded for the text domain, the translations of exactly the
 * messages its code can show, its lazily loaded chunks' included
 * (build/i18n-messages.json, which the build writes), printed before the
 * script as WordPress prints any script's translations. Our own JSON, where
 * it exists, wins: WordPress finds it first.
 *
 * Follows: WordPress 6.8.3 wp-includes/l10n.php load_script_textdomain()
 * (the handle's file, by md5 in our languages/, by md5 in WP_LANG_DIR/plugins/,
 * then no file), load_script_translations() (`pre_load_script_translations`),
 * get_translations_for_domain() (WP_Translations over WP_Translation_Controller
 * since 6.5, which reads .l10n.php before .mo), and class-wp-scripts.php
 * print_translations().
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * The messages one of our handles can show, its chunks' included, as gettext
 * keys: `context\4msgid\0plural` (context and plural when they have one).
 *
 * @param string $handle A script handle.
 * @return string[] None for a handle not ours.
 */
function wc_stripe_frontend_handle_messages( $handle ) {
	$list = wc_stripe_frontend_build_json( 'i18n-messages.json' );
	if ( empty( $list['handles'][ $handle ] ) || empty( $list['messages'] ) ) {
		return array();
	}
	return array_values( array_intersect_key( $list['messages'], array_flip( $list['handles'][ $handle ] ) ) );
}

/**
 * Of the translations loaded for a text domain, those of the given messages,
 * in JED's form: `context\4msgid` => its translated forms. A message matches
 * on its context and msgid; where both sides name a plural, on that too.
 * Untranslated messages are left out.
 *
 * @param object   $translations What get_translations_for_domain() returns:
 *                               WP_Translations (6.5+), a POMO Translations,
 *                               or NOOP_Translations.
 * @param string[] $keys         The messages' gettext keys.
 * @return array<string, string[]>
 */
function wc_stripe_frontend_translated_messages( $translations, array $keys ) {
	$loaded = array();
	foreach ( (array) $translations->entries as $entry ) {
		// WordPress 6.5+'s .mo reader keys an entry by its singular alone;
		// POMO keeps the plural apart; a key may still carry `\0plural`.
		$parts   = explode( "\0", (string) $entry->singular, 2 );
		$context = null === $entry->context || '' === $entry->context ? '' : $entry->context . "\4";

		$loaded[ $context . $parts[0] ] = array(
			isset( $parts[1] ) ? $parts[1] : $entry->plural,
			array_values( (array) $entry->translations ),
		);
	}
	$messages = array();
	foreach ( $keys as $key ) {
		$parts = explode( "\0", $key, 2 );
		if ( ! isset( $loaded[ $parts[0] ] ) ) {
			continue;
		}
		list( $plural, $forms ) = $loaded[ $parts[0] ];
		if ( array() === array_filter( $forms, 'strlen' ) || ( isset( $parts[1], $plural ) && $parts[1] !== $plural ) ) {
			continue;
		}
		$messages[ $parts[0] ] = $forms;
	}
	return $messages;
}

/**
 * `pre_load_script_translations`: called with no file once WordPress found no
 * JSON for the handle; for one of ours in our text domain, the JED JSON of
 * the loaded translations of its messages (null when there are none, so
 * WordPress prints nothing).
 *
 * @param string|false|null $translations JSON, or null to let WordPress look.
 * @param string|false      $file         The file WordPress is about to read.
 * @param string            $handle       The script handle.
 * @param string            $domain       The text domain.
 * @return string|false|null
 */
function wc_stripe_frontend_pack_script_translations( $translations, $file, $handle, $domain ) {
	if ( null !== $translations || false !== $file || 'woocommerce-gateway-stripe' !== $domain ) {
		return $translations;
	}
	$keys = wc_stripe_frontend_handle_messages( $handle );
	if ( ! $keys ) {
		return null;
	}
	$loaded   = get_translations_for_domain( $domain );
	$messages = wc_stripe_frontend_translated_messages( $loaded, $keys );
	if ( ! $messages ) {
		return null;
	}
	$headers = (array) $loaded->headers;
	$header  = array(
		'domain'       => 'messages',
		'lang'         => determine_locale(),
		'plural-forms' => isset( $headers['Plural-Forms'] ) ? $headers['Plural-Forms'] : 'nplurals=2; plural=(n != 1);',
	);
	// Printed inside a script element: no `<` or `>` from a translation.
	return wp_json_encode(
		array(
			'translation-revision-date' => isset( $headers['PO-Revision-Date'] ) ? $headers['PO-Revision-Date'] : '',
			'generator'                 => 'woocommerce-gateway-stripe-frontend, from the text domain\'s loaded translations',
			'domain'                    => 'messages',
			'locale_data'               => array( 'messages' => array( '' => $header ) + $messages ),
		),
		JSON_HEX_TAG
	);
}
