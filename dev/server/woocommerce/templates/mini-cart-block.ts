/**
 * The Mini-Cart block in a block theme's header, as WooCommerce prints it:
 * the button (icon, badge, amount) and the drawer's overlay, hidden, with
 * the Mini-Cart template part inside: the filled contents' inner blocks
 * (title, items, footer with its cart and checkout buttons) and the empty
 * contents. The drawer is drawn by the shop's stand-in for WooCommerce's
 * script (dev/browser/mini-cart-block/) when the shopper opens it.
 *
 * Follows: woocommerce 10.0.2 src/Blocks/BlockTypes/MiniCart.php
 * get_markup() and templates/parts/mini-cart.html.
 */
import type { Context } from '../../context';
import { priceHtml } from '../includes/currency';
import { cartTotals } from '../includes/totals';

const block = ( name: string, inner = '' ) =>
	`<div data-block-name="woocommerce/${ name }" class="wp-block-woocommerce-${ name }">${ inner }</div>`;

const TEMPLATE_PART = `<div data-block-name="woocommerce/mini-cart-contents" class="wp-block-woocommerce-mini-cart-contents">${ block(
	'filled-mini-cart-contents-block',
	block( 'mini-cart-title-block' ) +
		block(
			'mini-cart-items-block',
			block( 'mini-cart-products-table-block' )
		) +
		block(
			'mini-cart-footer-block',
			block( 'mini-cart-cart-button-block' ) +
				block( 'mini-cart-checkout-button-block' )
		)
) }${ block(
	'empty-mini-cart-contents-block',
	'<p class="has-text-align-center"><strong>Your cart is currently empty!</strong></p>' +
		block( 'mini-cart-shopping-button-block' )
) }</div>`;

export function miniCartBlockHtml( ctx: Context ): string {
	const totals = cartTotals( ctx.session.cart, ctx.state.settings );
	const count = totals.lines.reduce(
		( sum, entry ) => sum + entry.line.quantity,
		0
	);
	const amount = priceHtml( totals.items, totals.currency );
	return `<div class="wc-block-mini-cart wp-block-woocommerce-mini-cart">
<button class="wc-block-mini-cart__button" aria-label="Cart"><span class="wc-block-mini-cart__quantity-badge"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h2l2 10h10l2-7H7" fill="none" stroke="currentColor" stroke-width="1.5"/></svg><span class="wc-block-mini-cart__badge">${
		count || ''
	}</span></span><span class="wc-block-mini-cart__amount">${ amount }</span></button>
<div class="is-loading wc-block-components-drawer__screen-overlay wc-block-components-drawer__screen-overlay--is-hidden" aria-hidden="true"><div class="wc-block-mini-cart__drawer wc-block-components-drawer"><div class="wc-block-components-drawer__content"><div class="wc-block-mini-cart__template-part">${ TEMPLATE_PART }</div></div></div></div>
</div>`.replace( /\n/g, '' );
}

/** The drawer's stylesheet (WooCommerce's mini-cart-contents.css, in small). */
export const MINI_CART_BLOCK_STYLE = `
.wc-block-mini-cart{margin-left:auto}
.wc-block-mini-cart__button{display:flex;gap:.4rem;align-items:center;padding:.4rem .8rem;border:1px solid #ddd;border-radius:4px;background:#fff;font:inherit}
.wc-block-components-drawer__screen-overlay{position:fixed;inset:0;background:rgba(0,0,0,.35);z-index:100}
.wc-block-components-drawer__screen-overlay--is-hidden{display:none}
.wc-block-components-drawer{position:fixed;top:0;right:0;bottom:0;width:min(26rem,100vw);background:#fff;box-shadow:0 0 24px rgba(0,0,0,.2);overflow:auto}
.wc-block-components-drawer__content,.wc-block-mini-cart__template-part,.wp-block-woocommerce-mini-cart-contents{height:100%}
.wc-block-mini-cart__drawer .wp-block-woocommerce-filled-mini-cart-contents-block{display:flex;flex-direction:column;height:100%;box-sizing:border-box;padding:1rem}
.wc-block-mini-cart__items{flex:1;overflow:auto;list-style:none;padding:0;margin:1rem 0}
.wc-block-mini-cart__items li{display:flex;justify-content:space-between;gap:.5rem;padding:.5rem 0;border-top:1px solid #eee}
.wc-block-mini-cart__footer{border-top:1px solid #ddd;padding-top:1rem}
.wc-block-mini-cart__footer-subtotal{display:flex;flex-wrap:wrap;justify-content:space-between;margin-bottom:1rem}
.wc-block-components-totals-item__description{flex-basis:100%;font-size:.8rem;color:#555}
.wc-block-mini-cart__footer-actions{display:flex;gap:.5rem}
.wc-block-mini-cart__footer-actions a{flex:1;text-align:center;padding:.6rem;border:1px solid #1e1e1e;border-radius:4px;text-decoration:none;color:#1e1e1e}
.wc-block-mini-cart__footer-actions a.wc-block-mini-cart__footer-checkout{background:#1e1e1e;color:#fff}
.wc-stripe-mini-cart-wallets{margin-top:1rem}
`;
