/**
 * `wc-stripe-block-checkout`: the block checkout page. Our payment methods
 * and wallet buttons are registered in WooCommerce's block registry as this
 * script runs (WooCommerce prints its checkout block after it, so they must
 * be there before it draws); what every page does starts once the page is
 * ready, order attribution also sending its values into the checkout's store.
 */
import { registerBlockMethods } from '../blocks/register';
import { onReady } from '../core/dom/on-ready';
import { toBlockCheckout } from '../storefront/attribution/block-checkout';
import { startEveryPage } from '../storefront/every-page';

registerBlockMethods();
onReady( () => startEveryPage( toBlockCheckout() ) );
