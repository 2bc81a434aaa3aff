/**
 * The checkout answer is JSON, but a PHP notice or theme output printed
 * around it must not cost the shopper their order: the result object is
 * found inside the text and used.
 */
export interface CheckoutResult {
	result: 'success' | 'failure';
	redirect?: string;
	messages?: string;
	reload?: boolean;
	refresh?: boolean;
}

function isCheckoutResult( value: unknown ): value is CheckoutResult {
	return (
		!! value &&
		typeof value === 'object' &&
		( ( value as CheckoutResult ).result === 'success' ||
			( value as CheckoutResult ).result === 'failure' )
	);
}

export function repairCheckoutJson( text: unknown ): CheckoutResult | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	try {
		const whole = JSON.parse( text );
		if ( isCheckoutResult( whole ) ) {
			return whole;
		}
	} catch {}
	// Try each `{` from which a parseable object holding "result" ends at a `}`.
	for (
		let start = text.indexOf( '{' );
		start >= 0;
		start = text.indexOf( '{', start + 1 )
	) {
		for (
			let end = text.lastIndexOf( '}' );
			end > start;
			end = text.lastIndexOf( '}', end - 1 )
		) {
			const candidate = text.slice( start, end + 1 );
			if ( ! candidate.includes( '"result"' ) ) {
				break;
			}
			try {
				const parsed = JSON.parse( candidate );
				if ( isCheckoutResult( parsed ) ) {
					return parsed;
				}
			} catch {}
		}
	}
	return null;
}
