/**
 * Wallet buttons on product, cart and pay-for-order pages. Reads the express
 * settings the page prints; the buttons build on them.
 */
import { readClassicExpressSettings } from '../core/settings';

export const expressSettings = ( () => {
	try {
		return readClassicExpressSettings();
	} catch {
		// Not an express page (or the wallets are off): nothing to show.
		return null;
	}
} )();
