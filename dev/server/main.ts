/**
 * `npm start` / Playwright: run the development shop.
 *
 * Follows: none: the development shop's own start script.
 */
import { createShopServer, createShopTlsServer } from './app';
import { createShopState } from './dev-shop/seed';
import { selfSignedCertificate } from './http/tls';

const port = Number( process.env.PORT || 8888 );
const host = process.env.HOST || '127.0.0.1';
// DEV_SHOP_TLS=1: HTTPS (and HTTP/2), as a real store serves its pages.
const tls = process.env.DEV_SHOP_TLS === '1';

( tls
	? createShopTlsServer( createShopState(), selfSignedCertificate() )
	: createShopServer()
).listen( port, host, () => {
	const address = `${ tls ? 'https' : 'http' }://${ host }:${ port }`;
	// eslint-disable-next-line no-console
	console.log(
		[
			'',
			`Development shop: ${ address }/`,
			`  Start at ${ address }/shop/ (wallet buttons on a product page), then`,
			`  ${ address }/checkout/ (block) and ${ address }/classic-checkout/ (classic).`,
			'  Test cards, logins and the shop’s switches: README, "Using the development shop".',
			'  Ctrl+C stops it.',
		].join( '\n' )
	);
} );
