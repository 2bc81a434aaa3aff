/**
 * Stripe's Elements appearance (its `appearance` option), narrowed to what we
 * set: a theme, CSS variables and per-selector rules.
 */
export interface Appearance {
	theme?: string;
	variables?: Record< string, string >;
	rules?: Record< string, Record< string, string > >;
	[ extra: string ]: unknown;
}

/** A stylesheet Stripe's iframe may load for web fonts (Elements `fonts`). */
export interface FontSource {
	cssSrc: string;
}
