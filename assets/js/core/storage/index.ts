export * from './expiring-storage';
