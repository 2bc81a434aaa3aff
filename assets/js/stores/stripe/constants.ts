export const STORE_KEY = 'wc/stripe';
