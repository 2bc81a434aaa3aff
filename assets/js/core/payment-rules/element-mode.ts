/**
 * SPEC §4 "Deferred element mode: cart total below 1 switches from payment to
 * setup" (a free trial takes no money now, but the card is kept for renewals).
 */
export const SETUP_MODE_THRESHOLD = 1;

export function elementModeForTotal(
	totalMinor: number,
	currencyMinorUnit = 2
): 'payment' | 'setup' {
	const major = totalMinor / Math.pow( 10, currencyMinorUnit );
	return major < SETUP_MODE_THRESHOLD ? 'setup' : 'payment';
}
