/**
 * `npm start` / Playwright: run the development shop.
 *
 * Follows: none: the development shop's own start script.
 */
import { createShopServer } from './app';

const port = Number( process.env.PORT || 8888 );
const host = process.env.HOST || '127.0.0.1';

createShopServer().listen( port, host, () => {
	const address = `http://${ host }:${ port }`;
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
