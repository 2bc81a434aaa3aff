/**
 * The shopper's country where the page could not print it (a product
 * page, which page caches keep and serve to every visitor): WooCommerce's
 * customer as the Store API's cart has it (the billing country, else the
 * shipping one; a new customer starts in the store's default location),
 * read through apiFetch with WordPress's root and REST nonce, within the
 * transport's time limit. '' when it cannot be read.
 */
import apiFetch from '@wordpress/api-fetch';
import { STORE_API_ROUTE } from '../core/api/store-api-root';
import { DEFAULT_TIMEOUT_MS } from '../core/transport/timeout';

interface CartAddresses {
	billing_address?: { country?: unknown };
	shipping_address?: { country?: unknown };
}

export async function shopperCountry(): Promise< string > {
	const limit = new AbortController();
	const timer = setTimeout( () => limit.abort(), DEFAULT_TIMEOUT_MS );
	const cart = await apiFetch< CartAddresses >( {
		path: `${ STORE_API_ROUTE }/cart`,
		signal: limit.signal,
	} )
		.catch( () => null )
		.finally( () => clearTimeout( timer ) );
	const country =
		cart?.billing_address?.country || cart?.shipping_address?.country;
	return typeof country === 'string' ? country.toUpperCase() : '';
}
