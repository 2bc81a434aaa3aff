/**
 * How long a wallet button's tap may wait for what it needs before the
 * sheet opens. Stripe opens the sheet only if the element's click is
 * resolved within 1 s (CONTRACTS §6.5; Stripe.js reference, "Click
 * event" of the Express Checkout Element), and a click answered later is
 * dropped: the button does nothing. So every wait of a tap (the
 * unconfirmed-purchase check, a read of the amount, the product page's
 * add to its cart) shares one deadline, 700 ms after the click, and the
 * click is answered, resolved or rejected, by then.
 */
export const TAP_WAIT_MS = 700;

export type Within< T > = { done: true; value: T } | { done: false };

export interface TapDeadline {
	/**
	 * The work's result if it ends before the deadline, else not done (the
	 * work goes on). The work must not reject.
	 */
	within: < T >( work: Promise< T > ) => Promise< Within< T > >;
}

export function tapDeadline(
	waitMs: number = TAP_WAIT_MS,
	now: () => number = Date.now
): TapDeadline {
	const end = now() + waitMs;
	return {
		within< T >( work: Promise< T > ) {
			let timer: ReturnType< typeof setTimeout > | undefined;
			const late = new Promise< Within< T > >( ( resolve ) => {
				timer = setTimeout(
					() => resolve( { done: false } ),
					Math.max( 0, end - now() )
				);
			} );
			const done = work.then( ( value ): Within< T > => ( {
				done: true,
				value,
			} ) );
			return Promise.race( [ done, late ] ).finally( () =>
				clearTimeout( timer )
			);
		},
	};
}
