/**
 * The Cart block's express area keeps its height from the moment the cart
 * is drawn. WooCommerce draws the area only once every express method has
 * answered whether it can pay (`CartExpressPayment`, WooCommerce 10.0.2
 * wc-cart-checkout-base-frontend.js: nothing until the payment store's
 * express methods are initialized); until then its block's element is
 * empty, and the
 * buttons arriving would push "Proceed to Checkout" down. While it is
 * empty (WooCommerce's loading skeleton too), a rule of ours gives it the
 * area's height: one button row per wallet offered, 12 px between rows,
 * the 16 px WooCommerce puts above a filled area, and the "Or" rule with
 * its 16 px margins (WooCommerce 10.0.2 cart.css: an empty area has no
 * padding, a filled one 16 px on top). A drawn area fills the element,
 * so the rule stops applying; it goes for good once a button has been
 * drawn, or once no wallet can pay here, giving the space back.
 */
const ROW_GAP = 12;
/** The filled area's top padding and the "Or" rule's two margins. */
const AROUND = 48;
const STYLE_ID = 'wc-stripe-cart-wallets-space';
/**
 * The block's element while it loads (the server's inner block) and once
 * drawn (WooCommerce's `wc-block-cart__payment-options`, which carries no
 * block class), each while empty.
 */
const SELECTOR =
	'.wp-block-woocommerce-cart :is(.wp-block-woocommerce-cart-express-payment-block,.wc-block-cart__payment-options):empty';

export interface AreaSpace {
	/** One wallet answered whether it can pay. */
	answered: ( canPay: boolean ) => void;
	/** A button was drawn: the area holds its own height from now on. */
	drawn: () => void;
}

export function keepCartAreaSpace(
	wallets: number,
	buttonHeight: number
): AreaSpace {
	const rows = wallets * ( buttonHeight + ROW_GAP ) - ROW_GAP;
	// Our plugin prints the same rule in the head, for the first paint
	// (includes/wallet-areas.php); else it starts here.
	const style =
		document.getElementById( STYLE_ID ) ||
		document.head.appendChild( document.createElement( 'style' ) );
	style.id = STYLE_ID;
	// `1lh`: the "Or" rule's line, in the theme's own line height.
	// Important: over WooCommerce's skeleton box (3em) while it loads.
	style.textContent = `${ SELECTOR }{min-height:calc(${
		rows + AROUND
	}px + 1lh)!important}`;
	let unanswered = wallets;
	let available = false;
	const release = () => style.remove();
	return {
		answered( canPay ) {
			available ||= canPay;
			if ( --unanswered <= 0 && ! available ) {
				release();
			}
		},
		drawn: release,
	};
}
