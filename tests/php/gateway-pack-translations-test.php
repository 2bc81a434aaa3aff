<?php
/**
 * Which of the translations WordPress loaded for the text domain a handle of
 * ours gets (includes/gateway-pack-translations.php): exactly its messages,
 * by context and msgid, and by plural where the reader keeps it, with every
 * plural form; as WordPress 6.5+ reads a pack (WP_Translations over
 * WP_Translation_Controller, which keys an entry by its singular) and as
 * POMO's MO reads one (entries with their plural apart).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions

require_once wp_tests_plugin_dir() . '/includes/gateway-pack-translations.php';

/** A pack with a context, plurals, and messages that are not ours. */
function wp_tests_pack_with_plurals() {
	$file = tempnam( sys_get_temp_dir(), 'pack' ) . '.mo';
	$mo   = new MO();
	$mo->set_header( 'Plural-Forms', 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);' );
	foreach (
		array(
			array(
				'singular'     => 'Tax',
				'translations' => array( 'Podatek' ),
			),
			array(
				'context'      => 'order status',
				'singular'     => 'Pending',
				'translations' => array( 'Oczekujące' ),
			),
			array(
				'singular'     => '%d item',
				'plural'       => '%d items',
				'translations' => array( '%d produkt', '%d produkty', '%d produktów' ),
			),
			array(
				'singular'     => '%d coupon',
				'plural'       => '%d coupon codes',
				'translations' => array( '%d kod', '%d kody', '%d kodów' ),
			),
			array(
				'singular'     => 'Shipping',
				'translations' => array( '' ),
			),
			array(
				'singular'     => 'Not a message of ours',
				'translations' => array( 'Nie nasza' ),
			),
		) as $entry
	) {
		$mo->add_entry( new Translation_Entry( $entry ) );
	}
	$mo->export_to_file( $file );
	return $file;
}

/** Our messages in the test: plain, with a context, with plurals. */
$wp_tests_our_keys = array(
	'Tax',
	"order status\4Pending",
	'Pending',
	"%d item\0%d items",
	"%d coupon\0%d coupons",
	'Shipping',
	'Refund',
);

/** What both readers give for the pack's messages that are ours. */
$wp_tests_read_by_both = array(
	'Tax'                 => array( 'Podatek' ),
	"order status\4Pending" => array( 'Oczekujące' ),
	'%d item'             => array( '%d produkt', '%d produkty', '%d produktów' ),
);

wp_test(
	'gateway pack, as WordPress 6.5+ reads it: our messages by context and msgid, every plural form, nothing else',
	function () use ( $wp_tests_our_keys, $wp_tests_read_by_both ) {
		$file       = wp_tests_pack_with_plurals();
		$controller = WP_Translation_Controller::get_instance();
		wp_assert( $controller->load_file( $file, 'wp-tests-pack' ), 'WordPress reads the .mo' );
		$messages = wc_stripe_frontend_translated_messages( new WP_Translations( $controller, 'wp-tests-pack' ), $wp_tests_our_keys );
		$controller->unload_textdomain( 'wp-tests-pack' );
		unlink( $file );
		wp_assert_same(
			array_merge(
				$wp_tests_read_by_both,
				// WordPress 6.5+ keeps no plural msgid: the singular decides,
				// as WordPress's own translate_plural() finds it.
				array( '%d coupon' => array( '%d kod', '%d kody', '%d kodów' ) )
			),
			$messages,
			'the JED messages'
		);
	}
);

wp_test(
	'gateway pack, as POMO reads it: a plural of ours is not given another plural\'s forms',
	function () use ( $wp_tests_our_keys, $wp_tests_read_by_both ) {
		$file = wp_tests_pack_with_plurals();
		$mo   = new MO();
		wp_assert( $mo->import_from_file( $file ), 'POMO reads the .mo' );
		unlink( $file );
		wp_assert_same(
			$wp_tests_read_by_both,
			wc_stripe_frontend_translated_messages( $mo, $wp_tests_our_keys ),
			'the JED messages'
		);
	}
);

wp_test(
	'gateway pack: nothing loaded for the text domain gives nothing',
	function () use ( $wp_tests_our_keys ) {
		wp_assert_same( array(), wc_stripe_frontend_translated_messages( new NOOP_Translations(), $wp_tests_our_keys ), 'no messages' );
	}
);
