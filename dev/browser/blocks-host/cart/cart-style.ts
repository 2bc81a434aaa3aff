/**
 * The stand-in Cart block's stylesheet, printed by the server before the
 * block (as WooCommerce's block styles are). Lines and totals rows have
 * fixed heights, so the server's skeleton (the inner blocks' empty
 * elements while the block `is-loading`) is of the drawn cart's size. The
 * express area follows WooCommerce 10.0.2's cart.css: 16 px above a filled
 * area (none on an empty one), 12 px under each wallet's row but the last,
 * and the "Or" rule with 16 px above and below,
 * in capitals; a masked area takes no clicks.
 */
const LINE_ROW = 5.5;
const TOTALS = 15;
const PROCEED = 3;

export const CART_STYLE = `
.wc-block-cart__skeleton{display:contents}
.wc-block-cart,.wp-block-woocommerce-filled-cart-block{display:grid;gap:2rem;align-items:start}
@media (min-width:900px){.wc-block-cart,.wp-block-woocommerce-filled-cart-block{grid-template-columns:minmax(0,1fr) 22rem}}
.wp-block-woocommerce-cart.is-loading [data-block-name]:empty{border-radius:6px;background:#f0f0f0}
.wp-block-woocommerce-cart.is-loading .wp-block-woocommerce-empty-cart-block{display:none}
.wp-block-woocommerce-cart-line-items-block{height:calc(2.5rem + var(--lines) * ${ LINE_ROW }rem)}
.wp-block-woocommerce-cart-order-summary-block{height:${ TOTALS }rem}
.wp-block-woocommerce-cart.is-loading .wp-block-woocommerce-cart-express-payment-block{min-height:3em}
.wp-block-woocommerce-cart.is-loading .wp-block-woocommerce-proceed-to-checkout-block{height:${ PROCEED }rem}
.wc-block-cart-items{width:100%;border-collapse:collapse}
.wc-block-cart-items th{height:2.5rem;text-align:left}
.wc-block-cart-items__row{height:${ LINE_ROW }rem;border-top:1px solid #ddd}
.wc-block-cart-item__total{text-align:right}
.wc-block-cart-item__product .wc-block-components-product-price{display:block}
.wc-block-cart-item__quantity{display:flex;gap:1rem;align-items:center}
.wc-block-components-quantity-selector{display:inline-flex;border:1px solid #949494;border-radius:4px}
.wc-block-components-quantity-selector__input{width:3.5rem;text-align:center;border:0}
.wc-block-components-quantity-selector button{background:none;border:0;width:2rem}
.wc-block-cart-item__remove-link{background:none;border:0;text-decoration:underline;font-size:.85rem}
.wc-block-components-totals-wrapper{min-height:${ TOTALS }rem}
.wc-block-components-totals-wrapper dl{display:grid;grid-template-columns:1fr auto;margin:0;line-height:1.8rem}
.wc-block-components-totals-wrapper dd{margin:0}
.wc-block-cart__totals-title{font-size:1.1rem;margin:0 0 .5rem}
.wc-block-components-totals-discount__coupon-list{grid-column:1 / -1;display:flex;gap:.3rem}
.wc-block-components-chip{display:inline-flex;align-items:center;gap:.3rem;border:1px solid #ddd;border-radius:1rem;padding:0 .2rem 0 .6rem;font-size:.85rem;line-height:1.3rem}
.wc-block-components-chip__remove{padding:0 .4rem;background:none;border:0}
.wc-block-components-totals-coupon{margin:.5rem 0}
.wc-block-components-panel__heading{margin:0;font-size:1rem}
.wc-block-components-panel__button{padding:0;background:none;border:0;color:#7f54b3}
.wc-block-components-totals-coupon__form{display:flex;gap:.5rem;align-items:end}
.wc-block-components-validation-error{color:#cc1818;font-size:.85rem}
.wc-block-components-notice-banner{padding:.7rem 1rem;border-left:4px solid #cc1818;background:#fff0f0;margin:.4rem 0}
.wc-block-components-notice-banner.is-info,.wc-block-components-notice-banner.is-success{border-left-color:#4ab866;background:#f0fff4}
.wc-block-components-notice-snackbar-list{position:fixed;left:1rem;bottom:1rem;z-index:100;display:grid;gap:.5rem}
.wc-block-components-notice-snackbar{background:#1e1e1e;color:#fff;padding:.8rem 1.2rem;border-radius:4px}
.wc-block-cart .wc-block-cart__payment-options{padding:16px 0 0}
.wc-block-cart .wc-block-cart__payment-options:empty{padding:0}
.wc-block-components-express-payment--cart .wc-block-components-express-payment__event-buttons{list-style:none;margin:0;padding:0}
.wc-block-components-express-payment--cart .wc-block-components-express-payment__event-buttons>li{padding-bottom:12px}
.wc-block-components-express-payment--cart .wc-block-components-express-payment__event-buttons>li:last-child{padding-bottom:0}
.wc-block-components-express-payment-continue-rule--cart{display:flex;align-items:center;margin:16px 0;text-transform:uppercase;text-align:center}
.wc-block-components-express-payment-continue-rule--cart:before,.wc-block-components-express-payment-continue-rule--cart:after{content:" ";flex:1;border-bottom:1px solid #ddd;margin:0 10px}
.wc-block-components-loading-mask{pointer-events:none;opacity:.25}
.wc-block-cart__submit-button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;height:${ PROCEED }rem;background:#1e1e1e;color:#fff;border-radius:4px;text-decoration:none}
`;
