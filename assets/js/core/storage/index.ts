export { browserStorage, createExpiringStorage } from './expiring-storage';
export type { ExpiringStorage } from './expiring-storage';
