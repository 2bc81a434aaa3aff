/**
 * The checkout's show-and-hide parts: the login form (400 ms, then scrolled
 * to), the shipping address when shipping elsewhere, the account password
 * when creating an account (guest checkout only, the password never
 * pre-filled), and the terms text beside its link.
 */
import { slideDown, slideToggle } from '../../core/dom/slide';
import { all, delegate, isShown, setShown } from '../../core/dom/form-dom';

const LOGIN_SLIDE_MS = 400;
const DEFAULT_SLIDE_MS = 400;
const LOGIN_SCROLL_OFFSET_PX = 50;

export function startLoginToggle(): void {
	delegate< MouseEvent >(
		document,
		'click',
		'a.showlogin',
		( event, link ) => {
			event.preventDefault();
			const forms = all( 'form.login, form.woocommerce-form--login' );
			const opening = forms.some( ( form ) => ! isShown( form ) );
			forms.forEach( ( form ) => slideToggle( form, LOGIN_SLIDE_MS ) );
			link.setAttribute( 'aria-expanded', String( opening ) );
			if ( opening && forms[ 0 ] ) {
				const top =
					forms[ 0 ].getBoundingClientRect().top +
					window.scrollY -
					LOGIN_SCROLL_OFFSET_PX;
				window.setTimeout(
					() => window.scrollTo( { top, behavior: 'smooth' } ),
					LOGIN_SLIDE_MS
				);
			}
		}
	);
}

/** A checkbox that shows a box while ticked (checked at once, then on change). */
function showWhileTicked(
	checkbox: HTMLInputElement | null,
	box: () => HTMLElement[],
	onShow: () => void = () => {}
): void {
	if ( ! checkbox ) {
		return;
	}
	const sync = () => {
		box().forEach( ( element ) => setShown( element, false ) );
		if ( checkbox.checked ) {
			onShow();
			box().forEach( ( element ) =>
				slideDown( element, DEFAULT_SLIDE_MS )
			);
		}
	};
	checkbox.addEventListener( 'change', sync );
	sync();
}

export function startAddressToggles(
	form: HTMLElement,
	guestCheckout: boolean
): void {
	showWhileTicked(
		form.querySelector< HTMLInputElement >(
			'#ship-to-different-address input'
		),
		() => all( 'div.shipping_address', form )
	);
	if ( guestCheckout ) {
		showWhileTicked(
			form.querySelector< HTMLInputElement >( 'input#createaccount' ),
			() => all( 'div.create-account', form ),
			() => {
				const password =
					form.querySelector< HTMLInputElement >(
						'#account_password'
					);
				if ( password ) {
					password.value = '';
				}
			}
		);
	}
}

export function startTermsToggle(): void {
	delegate< MouseEvent >(
		document,
		'click',
		'a.woocommerce-terms-and-conditions-link',
		( event, link ) => {
			const terms = document.querySelector< HTMLElement >(
				'.woocommerce-terms-and-conditions'
			);
			if ( ! terms ) {
				// Without the text on the page, the link opens its page.
				return;
			}
			event.preventDefault();
			const opening = ! isShown( terms );
			slideToggle( terms, DEFAULT_SLIDE_MS );
			link.classList.toggle(
				'woocommerce-terms-and-conditions-link--open',
				opening
			);
			link.classList.toggle(
				'woocommerce-terms-and-conditions-link--closed',
				! opening
			);
		}
	);
}
