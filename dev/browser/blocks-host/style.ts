/**
 * The stand-in checkout's stylesheet, printed by the server in the page
 * before the checkout (as WooCommerce's block styles are), so the skeleton
 * and the drawn checkout are styled from the first paint. On a wide screen
 * the order summary is a column of its own beside the form, as in
 * WooCommerce's checkout block, and Place Order keeps its colour on hover.
 *
 * Lines, fields and buttons have fixed heights here, so the skeleton
 * (skeleton-sizes.ts) can be of the drawn checkout's size: the sizes below
 * and the skeleton's are one set of numbers.
 */
import { SIZES as S } from './skeleton-sizes';

const rem = ( value: number ) => `${ value }rem`;

const CHECKOUT = `
.wc-block-checkout section{background:#fff;border:1px solid #ddd;border-radius:6px;padding:${ rem( S.sectionPadding ) }}
.wc-block-checkout h2{font-size:1.1rem;line-height:${ rem( S.heading ) };margin:0 0 ${ rem( S.headingGap ) }}
.wc-block-checkout label{display:block;font-size:.9rem;line-height:${ rem( S.label ) };margin:${ rem( S.labelTop ) } 0 ${ rem( S.labelBottom ) }}
.wc-block-checkout label.wc-block-components-checkbox{display:flex;gap:.4rem;align-items:center;height:${ rem( S.label ) }}
.wc-block-checkout p{margin:0;line-height:${ rem( S.line ) }}
.wc-block-checkout input[type=text],.wc-block-checkout input[type=email],.wc-block-checkout input[type=tel],.wc-block-checkout select{display:block;width:100%;height:${ rem( S.field ) };box-sizing:border-box;padding:0 .5rem;border:1px solid #949494;border-radius:4px}
.wc-block-checkout label.wc-block-components-radio-control__option{display:flex;gap:.5rem;align-items:center;margin:0;height:${ rem( S.option ) }}
.wc-block-components-radio-control__secondary-label{margin-left:auto;font-weight:600}
.wc-block-components-radio-control-accordion-content{padding:${ rem( S.contentTop ) } 0 ${ rem( S.contentBottom ) } 1.6rem}
.wc-block-components-radio-control-accordion-option[data-payment-method=stripe] .wc-block-components-radio-control-accordion-content{box-sizing:border-box;min-height:${ rem( S.cardContent ) }}
[data-link-in-card] .wc-block-components-radio-control-accordion-option[data-payment-method=stripe] .wc-block-components-radio-control-accordion-content{min-height:${ rem( S.cardContent + S.linkInCard ) }}
[data-optimized-checkout] .wc-block-components-radio-control-accordion-option[data-payment-method=stripe] .wc-block-components-radio-control-accordion-content{min-height:${ rem( S.optimizedCheckoutContent ) }}
.wc-block-components-notice-banner{padding:.7rem 1rem;border-left:4px solid #cc1818;background:#fff0f0;margin:.4rem 0;line-height:${ rem( S.line ) }}
.wc-block-components-notice-banner.is-info,.wc-block-components-notice-banner.is-success{border-left-color:#4ab866;background:#f0fff4}
.wc-block-components-notice-snackbar-list{position:fixed;left:1rem;bottom:1rem;z-index:100;display:grid;gap:.5rem}
.wc-block-components-notice-snackbar{background:#1e1e1e;color:#fff;padding:.8rem 1.2rem;border-radius:4px;box-shadow:0 4px 12px rgba(0,0,0,.2)}
.wc-block-components-validation-error{color:#cc1818;font-size:.85rem;margin:.2rem 0}
.wc-block-components-validation-error p{margin:0}
.wc-block-checkout__actions{display:grid}
.wc-block-components-checkout-place-order-button{display:flex;gap:.6rem;align-items:center;justify-content:center;height:${ rem( S.placeOrder ) };font-size:1.1rem;padding:0 .8rem;background:#1e1e1e;color:#fff;border:0;border-radius:4px}
.wc-block-components-checkout-place-order-button:disabled{opacity:.6}
.wc-block-components-checkout-place-order-button--loading:disabled{opacity:.85}
.wc-block-components-checkout-place-order-button:hover:not(:disabled){background:#000;color:#fff}
.wc-block-components-spinner{display:inline-block;width:1.1em;height:1.1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:wc-block-components-spinner__animation 1s linear infinite}
@keyframes wc-block-components-spinner__animation{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.wc-block-components-spinner{animation-duration:3s}}
.wc-block-components-express-payment__event-buttons+.wc-block-components-express-payment__event-buttons{margin-top:${ rem( S.walletGap ) }}
.wc-block-components-express-payment-continue-rule{margin-top:${ rem( S.headingGap ) }!important}
.wc-stripe-load-error{color:#cc1818}
`;

/**
 * WooCommerce's sidebar layout, shared by the drawn checkout and the
 * skeleton (the block's element while it is loading, its fields and totals
 * blocks): on a wide screen the steps and, beside them, the order summary;
 * on a narrow one a single column with the summary before Place Order.
 */
const LAYOUT = `
.wc-block-checkout,.wp-block-woocommerce-checkout.is-loading{max-width:42rem}
.wc-block-components-sidebar-layout,.wp-block-woocommerce-checkout.is-loading{display:grid;gap:${ rem( S.gap ) }}
.wc-block-components-main,.wp-block-woocommerce-checkout-fields-block{display:grid;gap:${ rem( S.gap ) };align-content:start}
@media (min-width:${ S.wide }px){
.wc-block-checkout,.wp-block-woocommerce-checkout.is-loading{max-width:64rem}
.wc-block-components-sidebar-layout,.wp-block-woocommerce-checkout.is-loading{grid-template-columns:minmax(0,1fr) ${ rem( S.sidebar ) };align-items:start}
.wc-block-components-sidebar{position:sticky;top:1rem}
}
@media (max-width:${ S.wide - 1 }px){
.wc-block-components-main,.wp-block-woocommerce-checkout-fields-block{display:contents}
.wc-block-checkout__actions,.wp-block-woocommerce-checkout-actions-block{order:2}
.wc-block-components-sidebar,.wp-block-woocommerce-checkout-totals-block{order:1}
}
`;

const SUMMARY = `
.wc-block-components-order-summary h2{margin-bottom:${ rem( S.headingGap ) }}
.wc-block-components-order-summary ul{margin:0;padding-left:1.2rem}
.wc-block-components-order-summary li,.wc-block-components-order-summary dt,.wc-block-components-order-summary dd{line-height:${ rem( S.line ) };height:${ rem( S.line ) }}
.wc-block-components-order-summary dl{display:grid;grid-template-columns:1fr auto;margin:0}
.wc-block-components-order-summary dd{margin:0}
.wc-block-components-totals-discount__coupon-list{grid-column:1 / -1;display:flex;flex-wrap:wrap;gap:.3rem;overflow:hidden}
.wc-block-components-chip{display:inline-flex;align-items:center;gap:.3rem;border:1px solid #ddd;border-radius:1rem;padding:0 .2rem 0 .6rem;font-size:.85rem;line-height:1.3rem}
.wc-block-components-chip__remove{padding:0 .4rem;line-height:1.2rem;background:none}
.wc-block-components-totals-coupon{margin:${ rem( S.couponGap ) } 0}
.wc-block-components-panel__heading{margin:0!important;line-height:${ rem( S.line ) }!important}
.wc-block-components-panel__button{padding:0;background:none;font-weight:500;color:#7f54b3;height:${ rem( S.line ) };line-height:${ rem( S.line ) }}
.wc-block-components-totals-coupon__form{display:flex;gap:.5rem;align-items:end}
.wc-block-components-totals-coupon__form .wc-block-components-text-input{flex:1}
.wc-block-components-totals-coupon__button{height:${ rem( S.field ) };display:flex;gap:.4rem;align-items:center}
`;

/**
 * The server's skeleton of the checkout (WooCommerce's `is-loading`
 * markup): each inner block a grey box of the height its step will have,
 * from counts the server knows (wallets, fields, rates, methods, lines),
 * given to each box as CSS variables.
 */
const SKELETON = `
.wc-block-checkout__skeleton{display:contents}
.wp-block-woocommerce-checkout.is-loading [data-block-name]:empty{border-radius:6px;background:#f0f0f0;animation:wc-block-checkout-skeleton 1.5s ease-in-out infinite alternate}
@keyframes wc-block-checkout-skeleton{to{background:#e4e4e4}}
@media (prefers-reduced-motion:reduce){.wp-block-woocommerce-checkout.is-loading [data-block-name]:empty{animation:none}}
.wp-block-woocommerce-checkout-express-payment-block{height:calc(var(--wallets) * ${ rem( S.wallet ) } + (var(--wallets) - 1) * ${ rem( S.walletGap ) } + ${ rem( S.express ) })}
.wp-block-woocommerce-checkout-contact-information-block{height:calc(${ rem( S.contact ) } + var(--account) * ${ rem( S.checkboxRow ) })}
.wp-block-woocommerce-checkout-billing-address-block{height:calc(${ rem( S.billing ) } + var(--fields) * ${ rem( S.fieldRow ) })}
.wp-block-woocommerce-checkout-shipping-methods-block{height:calc(${ rem( S.shipping ) } + var(--rates) * ${ rem( S.option ) })}
.wp-block-woocommerce-checkout-payment-block{height:calc(${ rem( S.payment ) } + var(--options) * ${ rem( S.option ) } + var(--lines) * ${ rem( S.line ) } + var(--content) * 1px)}
.wp-block-woocommerce-checkout-actions-block{height:${ rem( S.placeOrder ) }}
.wp-block-woocommerce-checkout-order-summary-block{height:calc(${ rem( S.summary ) } + var(--lines) * ${ rem( S.line ) })}
`;

export const STYLE = CHECKOUT + LAYOUT + SUMMARY + SKELETON;
