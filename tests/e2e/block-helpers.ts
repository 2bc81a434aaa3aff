/**
 * Helpers for the block checkout's browser tests, as classic-helpers.ts is
 * for the classic one: open the page with a cart, the address filled.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fillBillingAddress } from './fixtures';
import { freshShopWithCart, type ShopSetup } from './shop-setup';

/** A fresh shop, a cart, the block checkout, the billing address filled. */
export async function openBlockCheckout(
	page: Page,
	request: APIRequestContext,
	setup: ShopSetup = {}
): Promise< void > {
	await freshShopWithCart( page, request, setup );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
}
