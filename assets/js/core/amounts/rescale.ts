/**
 * WooCommerce reports money in the store currency's minor unit; the wallet
 * sheet wants the number of decimals the gateway configured (2 unless it says
 * otherwise). Amounts move between the two by a power of ten.
 */
export const DEFAULT_CURRENCY_DECIMALS = 2;

export function rescaleAmount(
	amount: number,
	fromMinorUnit: number,
	toDecimals: number = DEFAULT_CURRENCY_DECIMALS
): number {
	if ( ! Number.isFinite( amount ) ) {
		return 0;
	}
	const shift = toDecimals - fromMinorUnit;
	return Math.round( amount * Math.pow( 10, shift ) );
}

/** Store API money is an integer string; anything else counts as 0. */
export function parseMoney( value: unknown ): number {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? Math.round( value ) : 0;
	}
	if ( typeof value === 'string' && /^-?\d+$/.test( value.trim() ) ) {
		return Number( value.trim() );
	}
	return 0;
}
