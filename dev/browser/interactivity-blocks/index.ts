/**
 * What a block theme's product page runs of WordPress's and WooCommerce's
 * script modules, in one file: the Interactivity API runtime
 * (`@wordpress/interactivity`, the version WordPress 6.8 ships), which
 * hydrates the blocks' directives once the document is parsed, and the
 * stores of WooCommerce's blocks the page prints (stand-ins written from
 * WooCommerce 10.0.2's view modules). Loaded as a module script, deferred
 * as WordPress prints script modules.
 *
 * Follows: WordPress 6.8.3 wp-includes/js/dist/script-modules/interactivity,
 * WooCommerce 10.0.2's block view modules (each file names its own).
 */
import '@wordpress/interactivity';
import './add-to-cart-with-options';
import './variation-selector';
import './product-button';
