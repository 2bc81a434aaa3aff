// Block pages read settings through './read-block-settings' (it depends on
// WooCommerce's wc-settings script, which classic pages do not load).
export { parseGatewaySettings } from './parse-gateway-settings';
export { parseExpressSettings } from './parse-express-settings';
export {
	readClassicExpressSettings,
	readClassicGatewaySettings,
} from './read-classic-settings';
export { SettingsError } from './settings-error';
export type * from './types';
