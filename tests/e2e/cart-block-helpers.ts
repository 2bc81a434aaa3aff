/**
 * Helpers for the Cart block's browser tests (`/cart-block/`).
 */
import type { Page } from '@playwright/test';

/** The express payment block's element as WooCommerce draws it, which the express area fills. */
export const expressArea = ( page: Page ) =>
	page.locator( '.wc-block-cart__payment-options' );

export const estimatedTotal = ( page: Page ) =>
	page.locator( '.wc-block-components-totals-footer-item' );
