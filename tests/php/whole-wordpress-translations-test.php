<?php
/**
 * Our scripts in a language we ship no JSON for (issue 44), in the whole
 * WordPress of whole-wordpress-test.php (which runs first and installs and
 * activates the plugin): the gateway's language pack for the text domain,
 * made here from a few of our messages, in wp-content/languages/plugins/ as
 * translate.wordpress.org's packs arrive there, first as a .mo, then as the
 * .l10n.php WordPress 6.5+ prefers. A product page, a classic checkout and a
 * block checkout in French then print, before our script, the pack's
 * translations of the messages that handle's code can show (its lazily
 * loaded chunks' included) and nothing else of the pack; in German, where
 * our languages/ has the JSON, ours is printed and the pack is not used.
 *
 * Follows: WordPress 6.6's load_script_textdomain(), load_textdomain()
 * (the `.l10n.php` beside a `.mo` is read instead) and WP_Translation_File
 * (the .l10n.php made from a .mo, as `wp i18n make-php` makes it).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions

/** The text domain's packs, where WordPress looks for them. */
function wp_tests_pack_dir() {
	$dir = wp_tests_site( '6.6' ) . '/wp-content/languages/plugins';
	if ( ! is_dir( $dir ) ) {
		mkdir( $dir, 0777, true );
	}
	return $dir;
}

/**
 * A .mo of the text domain, written with WordPress's own MO class.
 *
 * @param string $file    Where.
 * @param array  $entries Translation_Entry arguments, each.
 * @param string $plural  The pack's Plural-Forms.
 */
function wp_tests_write_mo( $file, array $entries, $plural ) {
	$mo = new MO();
	$mo->set_header( 'Content-Type', 'text/plain; charset=UTF-8' );
	$mo->set_header( 'Plural-Forms', $plural );
	foreach ( $entries as $entry ) {
		$mo->add_entry( new Translation_Entry( $entry ) );
	}
	wp_assert( $mo->export_to_file( $file ), "wrote {$file}" );
}

/**
 * The French pack: some of our messages (one shown only by a lazily loaded
 * chunk of the product page), one of the gateway's own, and one of ours
 * under a context we do not use.
 *
 * @param string $mark Added to each translation (tells two packs apart).
 */
function wp_tests_french_entries( $mark = '' ) {
	$french = array(
		'Please select your product options before proceeding.' => 'Veuillez choisir les options du produit avant de continuer.',
		'The card was declined.'                                 => 'La carte a été refusée.',
		'Show password'                                          => 'Afficher le mot de passe',
		'BLIK Code'                                              => 'Code BLIK',
		// The gateway's own, not a message of our scripts.
		'Credit / Debit Card'                                    => 'Carte de crédit / débit',
	);
	$entries = array();
	foreach ( $french as $singular => $translation ) {
		$entries[] = array(
			'singular'     => $singular,
			'translations' => array( $translation . $mark ),
		);
	}
	$entries[] = array(
		'context'      => 'refund reason',
		'singular'     => 'The card was declined.',
		'translations' => array( 'Refusée (contexte)' . $mark ),
	);
	return $entries;
}

/** The messages one of our handles can show, as the build lists them. */
function wp_tests_handle_messages( $handle ) {
	$list = json_decode( file_get_contents( wp_tests_plugin_dir() . '/build/i18n-messages.json' ), true );
	return array_map(
		function ( $index ) use ( $list ) {
			return $list['messages'][ $index ];
		},
		$list['handles'][ $handle ]
	);
}

/** The JED data printed before one of our handles on a page, or null. */
function wp_tests_printed_translations( array $page, $handle ) {
	$scripts = wp_tests_scripts( $page );
	$at      = wp_tests_position( $scripts, "{$handle}-js-translations" );
	if ( $at < 0 ) {
		return null;
	}
	wp_assert( $at < wp_tests_position( $scripts, "{$handle}-js" ), "{$handle}: its translations before it" );
	wp_assert( (bool) preg_match( '#\( "woocommerce-gateway-stripe", (\{.*\})\s*\);\s*$#s', $scripts[ $at ]['content'], $json ), "{$handle}: handed to wp.i18n for our text domain" );
	return array(
		'json' => $json[1],
		'data' => json_decode( $json[1], true ),
	);
}

/*
 * The pages, the handle each prints and the pack's messages its code shows.
 */
$wp_tests_pack_pages = array(
	'product'          => array(
		array( 'uri' => '/product/a-simple-product/' ),
		'wc-stripe-product',
		array( 'Please select your product options before proceeding.', 'The card was declined.' ),
	),
	'classic checkout' => array(
		array( 'uri' => '/checkout/' ),
		'wc-stripe-checkout',
		array( 'Please select your product options before proceeding.', 'The card was declined.', 'Show password' ),
	),
	'block checkout'   => array(
		array( 'uri' => '/block-checkout/' ),
		'wc-stripe-block-checkout',
		array( 'Please select your product options before proceeding.', 'The card was declined.', 'BLIK Code' ),
	),
);

/**
 * Holds a French page to the pack's translations of exactly its handle's
 * messages.
 */
function wp_tests_assert_pack_translations( $kind, $pack, $mark ) {
	global $wp_tests_pack_pages;
	list( $request, $handle, $expected ) = $wp_tests_pack_pages[ $kind ];
	$page    = wp_tests_site_request( $request + array( 'locale' => 'fr_FR', 'pack' => $pack ) );
	$printed = wp_tests_printed_translations( $page, $handle );
	wp_assert( null !== $printed, "{$kind}: translations printed for {$handle}" );
	$messages = $printed['data']['locale_data']['messages'];
	$header   = $messages[''];
	unset( $messages[''] );
	$french = array();
	foreach ( wp_tests_french_entries( $mark ) as $entry ) {
		if ( empty( $entry['context'] ) && in_array( $entry['singular'], $expected, true ) ) {
			$french[ $entry['singular'] ] = $entry['translations'];
		}
	}
	ksort( $french );
	ksort( $messages );
	wp_assert_same( $french, $messages, "{$kind}: the pack's translations of {$handle}'s messages, and nothing else" );
	wp_assert( ! array_diff( array_keys( $messages ), wp_tests_handle_messages( $handle ) ), "{$kind}: only messages {$handle} can show" );
	wp_assert_same( 'fr_FR', $header['lang'], "{$kind}: the language" );
	wp_assert_same( 'nplurals=2; plural=(n > 1);', $header['plural-forms'], "{$kind}: the pack's plural forms" );
	wp_assert_same( array(), wp_tests_errors_summary( $page['errors'] ), "{$kind}: PHP notices" );
}

wp_test(
	'whole WordPress, French: the build lists, for the product page\'s handle, the messages of its lazily loaded wallet chunk',
	function () {
		$manifest = json_decode( file_get_contents( wp_tests_plugin_dir() . '/build/scripts.json' ), true );
		$express  = 'assets/js/core/messages/express.ts';
		wp_assert( in_array( $express, $manifest['product.js']['lazyModules'], true ) && ! in_array( $express, $manifest['product.js']['modules'], true ), 'the wallet messages come with a chunk the product script loads later' );
		wp_assert( in_array( 'Please select your product options before proceeding.', wp_tests_handle_messages( 'wc-stripe-product' ), true ), 'and are the product handle\'s' );
		wp_assert( ! in_array( 'Credit / Debit Card', wp_tests_handle_messages( 'wc-stripe-product' ), true ), 'the gateway\'s own are not' );
	}
);

foreach ( array_keys( $wp_tests_pack_pages ) as $wp_tests_kind ) {
	wp_test(
		"whole WordPress, French with the gateway's pack as a .mo and no JSON of ours: the {$wp_tests_kind} prints the pack's translations of our handle's messages",
		function () use ( $wp_tests_kind ) {
			foreach ( glob( wp_tests_pack_dir() . '/woocommerce-gateway-stripe-fr_FR*' ) as $file ) {
				unlink( $file );
			}
			wp_assert( ! glob( wp_tests_plugin_dir() . '/languages/woocommerce-gateway-stripe-fr_FR-*.json' ), 'no JSON of ours for fr_FR' );
			wp_tests_write_mo( wp_tests_pack_dir() . '/woocommerce-gateway-stripe-fr_FR.mo', wp_tests_french_entries(), 'nplurals=2; plural=(n > 1);' );
			wp_tests_assert_pack_translations( $wp_tests_kind, 'mo', '' );
		}
	);
}

foreach ( array_keys( $wp_tests_pack_pages ) as $wp_tests_kind ) {
	wp_test(
		"whole WordPress, French with the pack's .l10n.php beside its .mo: the {$wp_tests_kind} prints the .l10n.php's translations",
		function () use ( $wp_tests_kind ) {
			// The .l10n.php made from another .mo, so that its texts tell
			// which file WordPress read.
			$source = wp_tests_pack_dir() . '/made-from.mo';
			wp_tests_write_mo( $source, wp_tests_french_entries( ' [php]' ), 'nplurals=2; plural=(n > 1);' );
			$php = WP_Translation_File::transform( $source, 'php' );
			unlink( $source );
			wp_assert( is_string( $php ), 'WordPress made the .l10n.php' );
			file_put_contents( wp_tests_pack_dir() . '/woocommerce-gateway-stripe-fr_FR.l10n.php', $php );
			wp_assert( is_file( wp_tests_pack_dir() . '/woocommerce-gateway-stripe-fr_FR.mo' ), 'the .mo is still there' );
			wp_tests_assert_pack_translations( $wp_tests_kind, 'l10n.php', ' [php]' );
		}
	);
}

wp_test(
	'whole WordPress, German with a German pack for the text domain too: our JSON is printed, as it is, and the pack is not used',
	function () {
		$pack = wp_tests_pack_dir() . '/woocommerce-gateway-stripe-de_DE.mo';
		wp_tests_write_mo(
			$pack,
			array(
				array(
					'singular'     => 'The card was declined.',
					'translations' => array( 'Aus dem Paket des Gateways' ),
				),
			),
			'nplurals=2; plural=(n != 1);'
		);
		try {
			foreach ( $GLOBALS['wp_tests_pack_pages'] as $kind => list( $request, $handle ) ) {
				$page    = wp_tests_site_request( $request + array( 'locale' => 'de_DE', 'pack' => 'de_DE' ) );
				$name    = substr( $handle, strlen( 'wc-stripe-' ) );
				$ours    = file_get_contents( wp_tests_plugin_dir() . '/languages/woocommerce-gateway-stripe-de_DE-' . md5( "build/{$name}.js" ) . '.json' );
				$printed = wp_tests_printed_translations( $page, $handle );
				wp_assert( null !== $printed && trim( $ours ) === $printed['json'], "{$kind}: our German JSON, as it is" );
				wp_assert( false === strpos( $page['html'], 'Aus dem Paket des Gateways' ), "{$kind}: nothing of the pack" );
			}
		} finally {
			foreach ( glob( wp_tests_pack_dir() . '/woocommerce-gateway-stripe-*' ) as $file ) {
				unlink( $file );
			}
		}
	}
);
