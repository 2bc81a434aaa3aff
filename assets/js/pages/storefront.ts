/**
 * `wc-stripe-storefront`: pages with no behaviours of their own (order
 * received, the empty cart, the block checkout, any other page). What every
 * page does; such pages print no attribution element (the block checkout
 * sends the visit as extension data), so its code loads only if one is there.
 */
import { onReady } from '../core/dom/on-ready';
import { startEveryPage } from '../storefront/every-page';
import { inputsOnDemand } from '../storefront/attribution/inputs-on-demand';

onReady( () => startEveryPage( inputsOnDemand ) );
