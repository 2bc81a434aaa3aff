/**
 * The cart page with the page: the Update cart button starts disabled, and
 * the page's events are taken in (`wc_update_cart` and `added_to_cart` from
 * other scripts among them). What they do (cart-page.ts) loads at the
 * shopper's first interaction; a submit or a click that comes before it is
 * there waits for it, so nothing is lost or posted twice. Should it fail to
 * load, the forms post and the links open as they do without script (the
 * shop answers them), and the shipping calculator's link still opens it.
 */
import { listen } from '../../core/dom/jquery-bridge';
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import {
	CALCULATOR_BUTTON,
	CALCULATOR_FORM,
	CART_FORM,
	COUPON_REMOVE_LINK,
	LINE_REMOVE_LINK,
	RESTORE_LINK,
	calculatorSection,
	setUpdateEnabled,
} from './cart-form';

type CartPage = typeof import( './cart-page' );

/** The form as the browser would post it, with the button that sent it. */
function postNatively( form: HTMLFormElement, submitter: Element | null ) {
	const name = submitter?.getAttribute( 'name' );
	if ( name ) {
		const input = document.createElement( 'input' );
		input.type = 'hidden';
		input.name = name;
		input.value = ( submitter as HTMLButtonElement ).value;
		form.appendChild( input );
	}
	HTMLFormElement.prototype.submit.call( form );
}

/** The calculator opened or closed at once, without its actions' slide. */
function toggleCalculatorPlainly( link: HTMLElement ): void {
	const section = calculatorSection( link );
	if ( section ) {
		const open = link.getAttribute( 'aria-expanded' ) !== 'true';
		section.style.removeProperty( 'display' );
		section.hidden = ! open;
		link.setAttribute( 'aria-expanded', String( open ) );
	}
}

export function startCartPage(): void {
	if ( ! document.querySelector( CART_FORM ) ) {
		return;
	}
	setUpdateEnabled( false );
	const cartPage = whenShopperActs< CartPage >(
		() => import( './cart-page' )
	);
	const then = ( run: ( page: CartPage ) => void, failed = () => {} ) =>
		cartPage().then( run, failed );

	// Another script changed the cart and asks for it again, as WooCommerce's
	// cart.js hears it (its first argument: keep the notices).
	for ( const name of [ 'wc_update_cart', 'added_to_cart' ] ) {
		listen( document, name, ( [ keepNotices ] ) =>
			then( ( page ) => page.onUpdateCart( !! keepNotices ) )
		);
	}
	const onEdit = ( event: Event ) => then( ( page ) => page.onEdit( event ) );
	document.addEventListener( 'input', onEdit );
	document.addEventListener( 'change', onEdit );
	document.addEventListener( 'submit', ( event ) => {
		const form = event.target as HTMLFormElement;
		const calculator = form.matches?.( CALCULATOR_FORM );
		if ( ! calculator && ! form.matches?.( CART_FORM ) ) {
			return;
		}
		event.preventDefault();
		const submitter = ( event as SubmitEvent ).submitter;
		const focused = form.ownerDocument.activeElement;
		then(
			( page ) =>
				calculator
					? page.onCalculate( form )
					: page.onSubmit( form, submitter, focused ),
			() => postNatively( form, submitter )
		);
	} );
	document.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const toggle = target.closest?.< HTMLElement >( CALCULATOR_BUTTON );
		if ( toggle ) {
			event.preventDefault();
			then(
				( page ) => page.onToggleCalculator( toggle ),
				() => toggleCalculatorPlainly( toggle )
			);
			return;
		}
		// A removed line's "Undo?" brings it back the way a remove goes.
		const line =
			target.closest?.< HTMLAnchorElement >( LINE_REMOVE_LINK ) ||
			target.closest?.< HTMLAnchorElement >( RESTORE_LINK );
		const coupon =
			target.closest?.< HTMLAnchorElement >( COUPON_REMOVE_LINK );
		const link = line || coupon;
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		then(
			( page ) =>
				line ? page.onRemoveLine( line ) : page.onRemoveCoupon( link ),
			() => window.location.assign( link.href )
		);
	} );
	// The calculator's link is a button to assistive technology
	// (role="button"), so Space presses it as Enter does.
	document.addEventListener( 'keydown', ( event ) => {
		const target = event.target as Element;
		const toggle = target.closest?.< HTMLElement >( CALCULATOR_BUTTON );
		if ( toggle && event.key === ' ' ) {
			event.preventDefault();
			toggle.click();
		}
	} );
}
