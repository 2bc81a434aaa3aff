/**
 * `npm start` / Playwright: run the development shop.
 */
import { createShopServer } from './app';

const port = Number( process.env.PORT || 8888 );
const host = process.env.HOST || '127.0.0.1';

createShopServer().listen( port, host, () => {
	// eslint-disable-next-line no-console
	console.log( `Development shop: http://${ host }:${ port }/` );
} );
