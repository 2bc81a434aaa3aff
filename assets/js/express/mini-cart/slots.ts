/**
 * Where the mini cart's wallet buttons go, each time a mini cart is drawn
 * with a cart in it:
 *
 * - WooCommerce's classic widget: the slot our plugin prints after its
 *   buttons (`woocommerce_widget_shopping_cart_after_buttons`; the
 *   `woocommerce_widget_shopping_cart_buttons` hook itself prints inside a
 *   `<p>`, where a block element would split the paragraph). Cart
 *   fragments replace the widget's content, slot included, after every
 *   add or removal: the new slot is filled with the cart as it is then.
 * - The Mini-Cart block's drawer: WooCommerce draws its footer when the
 *   drawer opens (mini-cart-contents-block/footer-frontend.js, 10.0.2),
 *   with the subtotal and the cart and checkout buttons; a slot of ours
 *   goes after the buttons. When the subtotal changes (a line added or
 *   removed with the drawer open), the slot is replaced by one filled with
 *   the new cart. An emptied cart draws no footer, and no buttons.
 *
 * A slot starts hidden: the buttons show it once a wallet can pay.
 */
export const SLOT_CLASS = 'wc-stripe-mini-cart-wallets';
const FOOTER = '.wc-block-mini-cart__footer';
const SUBTOTAL = '.wc-block-mini-cart__footer-subtotal';
const ACTIONS = '.wc-block-mini-cart__footer-actions';

function newSlot(): HTMLElement {
	const slot = document.createElement( 'div' );
	slot.className = SLOT_CLASS;
	slot.style.display = 'none';
	return slot;
}

export function watchMiniCarts( fill: ( slot: HTMLElement ) => void ): void {
	const filled = new WeakSet< Element >();
	const drawnWith = new WeakMap< Element, string >();
	const use = ( slot: HTMLElement ) => {
		filled.add( slot );
		fill( slot );
	};
	const scan = () => {
		document
			.querySelectorAll< HTMLElement >( `.${ SLOT_CLASS }` )
			.forEach( ( slot ) => {
				if ( ! filled.has( slot ) && ! slot.closest( FOOTER ) ) {
					use( slot );
				}
			} );
		document.querySelectorAll( FOOTER ).forEach( ( footer ) => {
			const subtotal = footer.querySelector( SUBTOTAL )?.textContent;
			const current = footer.querySelector( `.${ SLOT_CLASS }` );
			if ( current && drawnWith.get( footer ) === subtotal ) {
				return;
			}
			drawnWith.set( footer, subtotal || '' );
			current?.remove();
			const slot = newSlot();
			const actions = footer.querySelector( ACTIONS );
			if ( actions ) {
				actions.after( slot );
			} else {
				footer.appendChild( slot );
			}
			use( slot );
		} );
	};
	scan();
	new MutationObserver( scan ).observe( document.body, {
		childList: true,
		subtree: true,
		characterData: true,
	} );
}
