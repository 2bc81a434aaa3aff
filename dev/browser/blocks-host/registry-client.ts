/**
 * The checkout page reads the registry through the global, as WooCommerce's
 * checkout does: importing the module here would bundle a second, empty copy.
 */
import type * as Registry from './registry';

export function registry(): typeof Registry {
	return (
		window as unknown as { wc: { wcBlocksRegistry: typeof Registry } }
	 ).wc.wcBlocksRegistry;
}
