export * from './billing-collection';
export * from './save-payment-method';
export * from './element-mode';
export * from './blik';
export * from './availability';
