/**
 * A small stylesheet so the stand-in checkout reads like one: on a wide
 * screen the order summary is a column of its own beside the form, as in
 * WooCommerce's checkout block, and Place Order keeps its colour on hover.
 */
export const STYLE = `
.wc-block-checkout{display:grid;gap:1.2rem;max-width:42rem}
.wc-block-checkout section{background:#fff;border:1px solid #ddd;border-radius:6px;padding:1rem}
.wc-block-checkout h2{font-size:1.1rem;margin:0 0 .6rem}
.wc-block-checkout label{display:block;font-size:.9rem;margin:.5rem 0 .2rem}
.wc-block-checkout input[type=text],.wc-block-checkout input[type=email],.wc-block-checkout input[type=tel],.wc-block-checkout select{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #949494;border-radius:4px}
.wc-block-components-radio-control__option{display:flex!important;gap:.5rem;align-items:center}
.wc-block-components-radio-control-accordion-content{padding:.6rem 0 .2rem 1.6rem}
.wc-block-components-notice-banner{padding:.7rem 1rem;border-left:4px solid #cc1818;background:#fff0f0;margin:.4rem 0}
.wc-block-components-validation-error{color:#cc1818;font-size:.85rem;margin:.2rem 0}
.wc-block-components-checkout-place-order-button{font-size:1.1rem;padding:.8rem;background:#1e1e1e;color:#fff;border:0;border-radius:4px}
.wc-block-components-checkout-place-order-button:disabled{opacity:.6}
.wc-block-components-checkout-place-order-button:hover:not(:disabled){background:#000;color:#fff}
@media (min-width:900px){.wc-block-checkout{grid-template-columns:minmax(0,1fr) 20rem;max-width:64rem;align-items:start}.wc-block-checkout>*{grid-column:1}.wc-block-checkout>.wc-block-components-order-summary{grid-column:2;grid-row:1 / span 12;position:sticky;top:1rem}}
.wc-block-components-order-summary dl{display:grid;grid-template-columns:1fr auto;margin:0}
.wc-stripe-load-error{color:#cc1818}
`;
