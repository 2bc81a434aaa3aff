/**
 * The cart page's script (WooCommerce's cart.js), enqueued on the cart page
 * only.
 */
import { onReady } from '../../core/dom';
import { initCartPage } from './cart-page';

onReady( initCartPage );
