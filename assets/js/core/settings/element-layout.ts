/**
 * The Payment Element's layout when the store has not chosen one. 'tabs':
 * each element shows one method type, so Stripe draws no tab strip and the
 * shopper sees just the form; 'accordion' would add a collapsed header row.
 */
export const DEFAULT_ELEMENT_LAYOUT = 'tabs';
