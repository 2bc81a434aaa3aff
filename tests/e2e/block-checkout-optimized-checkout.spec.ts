/**
 * Optimized Checkout (issue 37, break 5) on the block checkout, on both
 * Reacts: one Stripe method ("Payment methods") whose Payment Element
 * offers every enabled method, paid by card, by iDEAL chosen inside it and
 * with a saved card; the order records the method chosen inside the
 * element, as the gateway records it.
 */
import { describeOptimizedCheckout } from './optimized-checkout-flows';

describeOptimizedCheckout( 'block' );
