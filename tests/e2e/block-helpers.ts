/**
 * Helpers for the block checkout's browser tests, as classic-helpers.ts is
 * for the classic one: open the page with a cart, the address filled.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fillBillingAddress, fillCart, resetShop } from './fixtures';

/** A fresh shop with `settings`, a cart, the block checkout, the address in. */
export async function openBlockCheckout(
	page: Page,
	request: APIRequestContext,
	{
		settings = {},
		items = [ { slug: 'beanie' } ],
	}: {
		settings?: Record< string, unknown >;
		items?: Array< { slug: string; quantity?: number } >;
	} = {}
): Promise< void > {
	await resetShop( request, settings );
	await fillCart( page, items );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
}
