/**
 * The cart page with the page: the Update cart button starts disabled, and
 * the page's events are taken in. What they do (cart-page.ts) loads at the
 * shopper's first interaction; a submit or a click that comes before it is
 * there waits for it, so nothing is lost or posted twice. Should it fail to
 * load, the form posts and the link opens as they do without script (the
 * shop answers both).
 */
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import {
	CART_FORM,
	COUPON_REMOVE_LINK,
	LINE_REMOVE_LINK,
	RESTORE_LINK,
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

export function startCartPage(): void {
	if ( ! document.querySelector( CART_FORM ) ) {
		return;
	}
	setUpdateEnabled( false );
	const cartPage = whenShopperActs< CartPage >(
		() => import( /* webpackChunkName: "cart" */ './cart-page' )
	);
	const then = ( run: ( page: CartPage ) => void, failed = () => {} ) =>
		cartPage().then( run, failed );

	const onEdit = ( event: Event ) => then( ( page ) => page.onEdit( event ) );
	document.addEventListener( 'input', onEdit );
	document.addEventListener( 'change', onEdit );
	document.addEventListener( 'submit', ( event ) => {
		const form = event.target as HTMLFormElement;
		if ( ! form.matches?.( CART_FORM ) ) {
			return;
		}
		event.preventDefault();
		const submitter = ( event as SubmitEvent ).submitter;
		const focused = form.ownerDocument.activeElement;
		then(
			( page ) => page.onSubmit( form, submitter, focused ),
			() => postNatively( form, submitter )
		);
	} );
	document.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
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
}
