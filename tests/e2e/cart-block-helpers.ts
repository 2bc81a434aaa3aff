/**
 * Helpers for the Cart block's browser tests (`/cart-block/`).
 */
import type { Page } from '@playwright/test';

/** The express payment block's element, which the express area fills. */
export const expressArea = ( page: Page ) =>
	page.locator( '.wp-block-woocommerce-cart-express-payment-block' );

export const estimatedTotal = ( page: Page ) =>
	page.locator( '.wc-block-components-totals-footer-item' );
