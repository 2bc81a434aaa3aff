export * from './normalize';
export * from './billing-details';
export * from './express-address';
