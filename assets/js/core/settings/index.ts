export { parseGatewaySettings } from './parse-gateway-settings';
export { parseExpressSettings } from './parse-express-settings';
export {
	readClassicExpressSettings,
	readClassicGatewaySettings,
} from './read-classic-settings';
export { SettingsError } from './settings-error';
export type * from './types';
