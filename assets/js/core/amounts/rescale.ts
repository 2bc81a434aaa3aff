/**
 * WooCommerce reports money in the store currency's minor unit
 * (`currency_minor_unit`, its price decimals); the wallet sheet wants the
 * decimals the gateway says Stripe is given (`checkout.currency_decimals`).
 * No version of the gateway read prints those (docs/server-contract.md):
 * then the store's own decimals are the sheet's too, so ¥18 stays 18.
 * Amounts move between the two by a power of ten.
 */
export const DEFAULT_CURRENCY_DECIMALS = null;

export function rescaleAmount(
	amount: number,
	fromMinorUnit: number,
	toDecimals: number | null = DEFAULT_CURRENCY_DECIMALS
): number {
	if ( ! Number.isFinite( amount ) ) {
		return 0;
	}
	const shift = ( toDecimals ?? fromMinorUnit ) - fromMinorUnit;
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
