/**
 * Stripe's Elements appearance (its `appearance` option): a theme, CSS
 * variables and per-selector rules.
 */
export type { Appearance } from '@stripe/stripe-js';

/** A stylesheet Stripe's iframe may load for web fonts (Elements `fonts`). */
export interface FontSource {
	cssSrc: string;
}
