/**
 * How a browser test's shop starts: reset, with the test's settings, and
 * the browser session's cart holding the test's items. The block and
 * classic checkout helpers open their pages on it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fillCart, resetShop } from './fixtures';

export interface ShopSetup {
	/** The development shop's settings (`POST /__dev/settings`). */
	settings?: Record< string, unknown >;
	/** The cart's lines; a Beanie unless told. */
	items?: Array< { slug: string; quantity?: number } >;
}

export async function freshShopWithCart(
	page: Page,
	request: APIRequestContext,
	{ settings = {}, items = [ { slug: 'beanie' } ] }: ShopSetup = {}
): Promise< void > {
	await resetShop( request, settings );
	await fillCart( page, items );
}
