/**
 * The shopper's country where the page could not print it (a product
 * page, which page caches keep and serve to every visitor): WooCommerce's
 * customer as the Store API's cart has it (the billing country, else the
 * shipping one; a new customer starts in the store's default location),
 * read with our Store API client, within the transport's time limit. A
 * guest's read carries no REST nonce: a cached page's would have expired,
 * and WordPress refuses a guest's expired nonce too (403
 * `rest_cookie_invalid_nonce`, store-api-root.ts). '' when it cannot be
 * read.
 */
import { createStoreApi, restCookieHeaders } from '../core/api/store-api';
import { createTransport } from '../core/transport/transport';

interface CartAddresses {
	billing_address?: { country?: unknown };
	shipping_address?: { country?: unknown };
}

export async function shopperCountry(): Promise< string > {
	const answer = await createStoreApi(
		{ nonce: '', headers: restCookieHeaders() },
		createTransport()
	).getCart< CartAddresses >();
	const cart = answer.ok ? answer.data : null;
	const country =
		cart?.billing_address?.country || cart?.shipping_address?.country;
	return typeof country === 'string' ? country.toUpperCase() : '';
}
