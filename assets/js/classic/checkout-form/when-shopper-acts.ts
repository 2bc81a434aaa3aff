/**
 * Most of the checkout's behaviours run only once the shopper does
 * something, so their code loads then, not with the page: at the first
 * focus, pointer or key press, input or change anywhere. A click on a link whose behaviour has
 * not loaded yet (the coupon and login toggles, the terms, removing a
 * coupon), or a coupon form submitted that early, waits for it and is
 * replayed, so nothing is lost or done natively instead.
 */
const WAITING_CLICKS =
	'a.showcoupon, a.showlogin, a.woocommerce-terms-and-conditions-link, .woocommerce-remove-coupon';
const WAITING_FORMS = 'form.checkout_coupon';
// A change can come without a focus (autofill, a script): it counts too.
const FIRST_ACTS = [ 'focusin', 'pointerdown', 'keydown', 'input', 'change' ];

export function whenShopperActs< T >( load: () => Promise< T > ) {
	let pending: Promise< T > | null = null;
	let loaded = false;

	const get = (): Promise< T > => {
		pending ??= load().then(
			( value ) => {
				loaded = true;
				return value;
			},
			( error ) => {
				// A failed load may be tried again at the next act.
				pending = null;
				throw error;
			}
		);
		return pending;
	};

	const hold = ( event: Event, replay: () => void ) => {
		if ( loaded ) {
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		get().then( replay, () => {} );
	};

	for ( const type of FIRST_ACTS ) {
		document.addEventListener( type, () => get().catch( () => {} ), {
			capture: true,
			once: true,
			passive: true,
		} );
	}
	document.addEventListener(
		'click',
		( event ) => {
			const link = ( event.target as Element | null )?.closest?.(
				WAITING_CLICKS
			);
			if ( link ) {
				hold( event, () => ( link as HTMLElement ).click() );
			}
		},
		true
	);
	document.addEventListener(
		'submit',
		( event ) => {
			const form = event.target as HTMLFormElement;
			if ( form.matches?.( WAITING_FORMS ) ) {
				hold( event, () => form.requestSubmit() );
			}
		},
		true
	);
	return get;
}
