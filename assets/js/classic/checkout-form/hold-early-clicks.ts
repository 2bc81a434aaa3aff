/**
 * Most of the checkout's behaviours load at the shopper's first interaction
 * (core/dom/when-shopper-acts.ts). What the checkout adds: a click on a link
 * whose behaviour has not loaded yet (the coupon and login toggles, the
 * terms, removing a coupon), or a coupon form submitted that early, is held
 * until it has and then replayed, so nothing is lost or done natively
 * instead.
 */
import { whenShopperActs } from '../../core/dom/when-shopper-acts';

const WAITING_CLICKS =
	'a.showcoupon, a.showlogin, a.woocommerce-terms-and-conditions-link, .woocommerce-remove-coupon';
const WAITING_FORMS = 'form.checkout_coupon';

export function loadHoldingEarlyClicks< T >( load: () => Promise< T > ) {
	let loaded = false;
	const get = whenShopperActs( () =>
		load().then( ( value ) => {
			loaded = true;
			return value;
		} )
	);

	const hold = ( event: Event, replay: () => void ) => {
		if ( loaded ) {
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		get().then( replay, () => {} );
	};

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
