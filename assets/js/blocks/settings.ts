/**
 * On the block checkout the settings come through WooCommerce's settings
 * registry (`wc-settings`), which classic pages do not load: only this
 * surface reads it.
 *
 * The gateway plugin prints one setting, `stripe_data`: its
 * `get_payment_method_data()` merges the gateway's params, the express
 * checkout's params and the block extras into it (array_replace_recursive;
 * woocommerce-gateway-stripe includes/class-wc-stripe-blocks-support.php,
 * 8.8.0 and 10.x). Our specification names a separate
 * `stripe_express_checkout_data`: read first when a page prints it.
 */
import { getSetting } from '@woocommerce/settings';
import { isRecord, toBoolean } from '../core/settings/fields';
import { parseGatewaySettings } from '../core/settings/parse-gateway-settings';
import { parseExpressDisplay } from '../core/settings/parse-express-display';
import type { ExpressDisplay, GatewaySettings } from '../core/settings';

export const readGatewaySettings = (): GatewaySettings =>
	parseGatewaySettings( getSetting( 'stripe_data', null ) );

/** The raw express settings: the separate setting, else `stripe_data`. */
export const rawExpressSettings = (): unknown =>
	getSetting( 'stripe_express_checkout_data', null ) ??
	getSetting( 'stripe_data', null );

/**
 * What drawing the wallet buttons needs, read before anything else; the
 * rest of the express settings is read when a payment starts.
 */
export const readExpressDisplay = (): ExpressDisplay =>
	parseExpressDisplay( rawExpressSettings() );

/**
 * The gateway runs its legacy Payment Request configuration (8.8.0's
 * default, its Express Checkout Element off): it prints
 * `wc_stripe_payment_request_params` on the block pages, not the element's
 * params, and merges the legacy params into `stripe_data`
 * (class-wc-stripe-blocks-support.php get_payment_method_data(), 8.8.0).
 */
export const expressIsLegacy = (): boolean =>
	! ( 'wc_stripe_express_checkout_params' in window ) &&
	'wc_stripe_payment_request_params' in window;

/**
 * Whether the store owner shows wallet buttons on this page, the Cart
 * block's or the block checkout's, as the gateway decided on the server
 * (its button locations, the cart's products, the account), by the signs
 * its own block methods read (client/blocks/express-checkout/index.js):
 *
 * - it prints its express params (`wc_stripe_express_checkout_params`, which
 *   this plugin hands to our script) only where its
 *   `should_show_express_checkout_button()` passes: `is_cart()` with the
 *   cart location off, or `is_checkout()` with the checkout location off,
 *   prints none (class-wc-stripe-express-checkout-element.php scripts(),
 *   8.8.0 and 10.x). 8.8.0 gives no other sign;
 * - 10.x also prints that verdict as `shouldShowExpressCheckoutButton` in
 *   its block data (class-wc-stripe-blocks-support.php);
 * - in the legacy configuration, its verdict for the page is
 *   `shouldShowPaymentRequestButton` in the block data (locations, the
 *   cart's products; should_show_payment_request_button(), 8.8.0).
 */
export function walletsShownHere(): boolean {
	const legacy = expressIsLegacy();
	if ( ! legacy && ! ( 'wc_stripe_express_checkout_params' in window ) ) {
		return false;
	}
	const key = legacy
		? 'shouldShowPaymentRequestButton'
		: 'shouldShowExpressCheckoutButton';
	const verdict = [
		getSetting< unknown >( 'stripe_express_checkout_data', null ),
		getSetting< unknown >( 'stripe_data', null ),
	]
		.map( ( data ) => ( isRecord( data ) ? data[ key ] : null ) )
		.find( ( value ) => value !== null && value !== undefined );
	return verdict === undefined || !! toBoolean( verdict );
}
