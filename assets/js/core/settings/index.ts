export { parseGatewaySettings } from './parse-gateway-settings';
export { parseExpressSettings } from './parse-express-settings';
export { readClassicExpressSettings } from './read-classic-express-settings';
export { readClassicGatewaySettings } from './read-classic-gateway-settings';
export { SettingsError } from './settings-error';
export type * from './types';
