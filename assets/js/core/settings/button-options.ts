/**
 * Wallet button options from the store's settings: height clamped 40–55 px
 * (default 48), radius default 4 px, type 'plain' for the store's "default"
 * choice, else the chosen type when both wallets know it and 'buy' otherwise,
 * theme one of dark, light, light-outline (default dark).
 */
import { toNumber } from './fields';

export const BUTTON_HEIGHT_MIN = 40;
export const BUTTON_HEIGHT_MAX = 55;
export const BUTTON_HEIGHT_DEFAULT = 48;
export const BUTTON_RADIUS_DEFAULT = 4;
export const BUTTON_THEMES = [ 'dark', 'light', 'light-outline' ] as const;

export type ButtonTheme = ( typeof BUTTON_THEMES )[ number ];
/** Button types Apple Pay and Google Pay both draw. */
export const BUTTON_TYPES = [
	'plain',
	'buy',
	'book',
	'donate',
	'order',
	'subscribe',
] as const;

export type ButtonType = ( typeof BUTTON_TYPES )[ number ];

export interface ButtonOptions {
	height: number;
	radius: number;
	type: ButtonType;
	theme: ButtonTheme;
}

export function clampButtonHeight( value: unknown ): number {
	const height = toNumber( value );
	if ( height === null ) {
		return BUTTON_HEIGHT_DEFAULT;
	}
	return Math.min( BUTTON_HEIGHT_MAX, Math.max( BUTTON_HEIGHT_MIN, height ) );
}

export function normalizeButtonOptions( raw: unknown ): ButtonOptions {
	const source =
		raw && typeof raw === 'object'
			? ( raw as Record< string, unknown > )
			: {};
	const radius = toNumber( source.radius );
	const theme = BUTTON_THEMES.find( ( name ) => name === source.theme );
	const type = source.type;
	const known = BUTTON_TYPES.find( ( name ) => name === type );
	return {
		height: clampButtonHeight( source.height ),
		radius: radius !== null && radius >= 0 ? radius : BUTTON_RADIUS_DEFAULT,
		type:
			type === undefined ||
			type === null ||
			type === '' ||
			type === 'default'
				? 'plain'
				: known || 'buy',
		theme: theme || 'dark',
	};
}
