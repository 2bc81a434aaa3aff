/**
 * The shop's WordPress loading its active plugins, once, before any
 * request: each registers its hooks (wordpress/hooks.ts) as its main file
 * does when WordPress includes it, in WordPress's order (alphabetical by
 * the plugin's folder). Importing this module loads them; a second import
 * does nothing.
 *
 * Follows: wordpress wp-settings.php (6.8.3): the loop over
 * wp_get_active_and_valid_plugins(), then `plugins_loaded`.
 */
import { hookWooCommerceTemplates } from './woocommerce/includes/template-hooks';
import { loadStripeGateway } from './stripe-gateway/plugin';
import { loadPlugin } from './plugin/plugin';
import { loadSubscriptions } from './woocommerce-subscriptions/plugin';
import { doAction } from './wordpress/hooks';

// woocommerce (its template hooks), woocommerce-gateway-stripe,
// woocommerce-gateway-stripe-frontend (ours), woocommerce-subscriptions.
hookWooCommerceTemplates();
loadStripeGateway();
loadPlugin();
loadSubscriptions();
doAction( 'plugins_loaded' );
