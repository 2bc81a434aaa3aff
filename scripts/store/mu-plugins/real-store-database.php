<?php
/**
 * Must-use plugin of the real store: its SQLite database trades durability
 * for speed. A test store loses nothing worth keeping in a power cut, and
 * without this every write waits for the disk (WordPress's and
 * WooCommerce's installers make thousands). WAL is wp-config.php's
 * SQLITE_JOURNAL_MODE, so PHP's server workers read while one writes.
 *
 * Follows: the SQLite driver 2.1.15 (WP_SQLite_DB::$dbh,
 * WP_SQLite_Translator::get_pdo()); SQLite's PRAGMA synchronous.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

if ( isset( $GLOBALS['wpdb']->dbh ) && method_exists( $GLOBALS['wpdb']->dbh, 'get_pdo' ) ) {
	$GLOBALS['wpdb']->dbh->get_pdo()->exec( 'PRAGMA synchronous = OFF' );
}
