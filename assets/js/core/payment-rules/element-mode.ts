/**
 * A deferred Payment Element takes money ('payment' mode) for a total of at
 * least 1, and only sets the method up below that: a free trial takes no
 * money now, but the card is kept for the renewals.
 */
export const SETUP_MODE_THRESHOLD = 1;

export function elementModeForTotal(
	totalMinor: number,
	currencyMinorUnit = 2
): 'payment' | 'setup' {
	const major = totalMinor / Math.pow( 10, currencyMinorUnit );
	return major < SETUP_MODE_THRESHOLD ? 'setup' : 'payment';
}
