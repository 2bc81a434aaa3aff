/**
 * Where the wallet buttons mount on product and cart pages (the express
 * bundle fills it), with the order attribution inputs the express order
 * reads, as the gateway prints them beside the buttons.
 */
export const EXPRESS_AREA = `<div class="wc-stripe-express-area"><div id="wc-stripe-express-checkout-element" style="display:none"></div>
<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>
<div id="wc-stripe-express-checkout-button-separator" style="display:none;text-align:center">— OR —</div></div>`;
