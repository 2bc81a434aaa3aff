/**
 * `wc-stripe-block-checkout`: the block checkout page. Our payment methods
 * and wallet buttons, registered in WooCommerce's block registry as this
 * script runs (WooCommerce prints its checkout block after it), and what
 * every page does. The page prints no attribution element (the block
 * checkout sends the visit as extension data), so its code loads only if
 * one is there.
 */
import '../blocks/index';
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { inputsOnDemand } from '../storefront/attribution/inputs-on-demand';

onReady( () => startEveryPage( inputsOnDemand ) );
