/**
 * Installs `wc.wcBlocksRegistry` and `wc.wcSettings` before plugin scripts
 * run, as WooCommerce's scripts do on a block checkout page.
 */
import * as registry from './registry';
import { allSettings, getSetting } from './settings';

const target = window as unknown as { wc?: Record< string, unknown > };
target.wc = {
	...( target.wc || {} ),
	wcBlocksRegistry: registry,
	wcSettings: { getSetting, allSettings: allSettings() },
};
