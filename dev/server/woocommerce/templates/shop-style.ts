/**
 * The development shop's look: plain and tidy, close to WooCommerce's own
 * Storefront theme, so a store owner recognises a shop. Printed inline (the
 * page's security policy restricts scripts, not styles). Under 768 px the
 * responsive tables are WooCommerce's small-screen ones: no head row, each
 * cell on a line of its own labelled by its `data-title`, and a body row's
 * `th` hidden, since the cell beside it says the same (the cart totals);
 * the account's orders keep their number, a `th` with a `data-title`.
 *
 * Nothing moves as scripts start (issue 33): until the gallery's script
 * has added its thumbnails, the gallery already has its set-up shape (the
 * first picture only, and the thumbnails' row kept free), and thumbnails
 * have a fixed size, so the summary and the tabs never jump. The card's
 * Payment Element box is as tall as Stripe's element draws in this layout
 * before Stripe has drawn it: with Link and the three card fields on the
 * checkout and pay for order (the order or form has the address), and the
 * country and postcode too when adding a method (the page has no billing
 * form). Under Optimized Checkout (its markup holds the hidden
 * `wc_stripe_selected_upe_payment_type`) the box is as tall as Stripe's
 * accordion: five methods and "More", the card open with Link (and on pay
 * for order its postcode). Where a saved method is chosen from the start (as the shop
 * prints the list), the new method's fields and "save" box are hidden
 * from the first paint, as the saved-methods script then keeps them.
 *
 * Follows: the Storefront theme's stylesheet, in small.
 */
export const SHOP_STYLE = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#333;background:#fff}
a{color:#7f54b3}a:hover{color:#5b3a86}
img{max-width:100%;height:auto;display:block}
.screen-reader-text{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px);white-space:nowrap}
.site-header{border-bottom:1px solid #e6e6e6;background:#fff}
.site-header .col-full{max-width:72rem;margin:0 auto;padding:1rem 1.5rem;display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:center}
.site-title{font-size:1.5rem;font-weight:700;margin:0;letter-spacing:-.02em}.site-title a{color:#333;text-decoration:none}
.main-navigation ul{list-style:none;display:flex;flex-wrap:wrap;gap:1.25rem;margin:0;padding:0}
.main-navigation a{color:#333;text-decoration:none;font-weight:500}.main-navigation a:hover,.main-navigation a[aria-current]{color:#7f54b3}
.site-header-cart{margin-left:auto;position:relative}
.site-header-cart.cart-contents{padding:.4rem .8rem;border:1px solid #ddd;border-radius:4px;font-weight:500;color:#333;text-decoration:none}
.site-header-cart>summary{cursor:pointer;list-style:none;padding:.4rem .8rem;border:1px solid #ddd;border-radius:4px;font-weight:500}
.site-header-cart>summary::-webkit-details-marker{display:none}
.site-header-cart .widget_shopping_cart{position:absolute;right:0;top:calc(100% + .4rem);width:20rem;background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 6px 20px rgba(0,0,0,.12);padding:1rem;z-index:50}
.woocommerce-mini-cart{list-style:none;margin:0 0 .8rem;padding:0}
.woocommerce-mini-cart-item{display:flex;gap:.6rem;align-items:center;padding:.4rem 0;border-bottom:1px solid #eee}
.woocommerce-mini-cart-item img{width:3rem;border-radius:3px}
.woocommerce-mini-cart-item .quantity{margin-left:auto;color:#555;white-space:nowrap}
a.remove{display:inline-flex;align-items:center;justify-content:center;width:1.5rem;height:1.5rem;border-radius:50%;color:#b81c23;text-decoration:none;font-weight:700;border:1px solid #e2b4b6;flex:none}
a.remove:hover{background:#b81c23;color:#fff}
.woocommerce-mini-cart__total{display:flex;justify-content:space-between;margin:.5rem 0}
.woocommerce-mini-cart__buttons{display:flex;gap:.5rem;margin:0}
.site-main{max-width:72rem;margin:0 auto;padding:1.5rem}
.site-main>h1{font-size:2rem;margin:.5rem 0 1.5rem;letter-spacing:-.02em}
.button,button,input[type=submit]{display:inline-block;font:inherit;font-weight:600;line-height:1.2;padding:.65rem 1.1rem;border:0;border-radius:4px;background:#eeeeee;color:#333;text-decoration:none;cursor:pointer}
.button:hover,button:hover{background:#dcdcdc;color:#333}
.button.alt,button.alt,.checkout-button{background:#7f54b3;color:#fff}.button.alt:hover,button.alt:hover{background:#6b4599;color:#fff}
.button.disabled,.button.alt.disabled,.button:disabled,button:disabled{background:#ddd;color:#555;cursor:not-allowed}
.button.loading{opacity:.6;cursor:progress}.button.loading::after{content:" …"}
.button.added::after{content:" ✓"}
a.added_to_cart{display:inline-block;margin-left:.6rem;font-weight:600}
input[type=text],input[type=email],input[type=password],input[type=number],input[type=tel],select,textarea{font:inherit;padding:.5rem .6rem;border:1px solid #c9c9c9;border-radius:3px;background:#fff;color:#333;max-width:100%}
input:focus,select:focus,textarea:focus{outline:2px solid #7f54b3;outline-offset:1px}
label{font-weight:500}
.woocommerce-notices-wrapper:empty{display:none}
.woocommerce-message,.woocommerce-info,.woocommerce-error,.wc-block-components-notice-banner{list-style:none;margin:0 0 1.5rem;padding:1rem 1.25rem;border-left:4px solid #0f834d;background:#f2f9f5;border-radius:2px;display:flow-root}
.woocommerce-info{border-color:#3d9cd2;background:#f1f7fb}
.woocommerce-error,.wc-block-components-notice-banner.is-error{border-color:#b81c23;background:#fbf1f1}
.woocommerce-message .button,.woocommerce-info .button{float:right;margin-left:1rem;padding:.4rem .8rem}
.notice-dismiss{float:right;background:none;padding:0 .3rem;font-size:1.2rem;line-height:1;margin-left:1rem}
.woocommerce-store-notice{position:relative;margin:0;padding:.7rem 1.5rem;background:#7f54b3;color:#fff;text-align:center}
.woocommerce-store-notice a{color:#fff;font-weight:600;margin-left:1rem}
.woocommerce-coming-soon-banner-container{position:sticky;bottom:0;background:#1e1e1e;color:#fff;padding:.7rem 1.5rem;text-align:center}
.woocommerce-coming-soon-banner{margin:0}.woocommerce-coming-soon-banner a{color:#fff;font-weight:600;margin-left:1rem}
.woocommerce-products-header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:1rem;margin-bottom:1.5rem}
.woocommerce-result-count{margin:0;color:#555}.woocommerce-ordering{margin:0}
ul.products{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:2rem 1.5rem}
ul.products li.product{text-align:center}
ul.products li.product img{border-radius:4px;margin-bottom:.8rem}
ul.products li.product a.woocommerce-LoopProduct-link{text-decoration:none;color:#333}
.woocommerce-loop-product__title{font-size:1rem;font-weight:600;margin:0 0 .3rem}
ul.products .price{display:block;margin-bottom:.8rem;color:#555}
.price{font-weight:600}
.product.type-product.single{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2.5rem}
@media (max-width:700px){.product.type-product.single{grid-template-columns:minmax(0,1fr)}}
.woocommerce-product-gallery img{max-width:100%;height:auto}
.woocommerce-product-gallery__image img{border-radius:4px}
.payment_box .wc-stripe-upe-element[data-payment-method-type=card]{min-height:18.86rem}
#add_payment_method .payment_box .wc-stripe-upe-element[data-payment-method-type=card]{min-height:28.82rem}
.payment_box fieldset:has(>#wc_stripe_selected_upe_payment_type) .wc-stripe-upe-element[data-payment-method-type=card]{min-height:37rem}
#order_review .payment_box fieldset:has(>#wc_stripe_selected_upe_payment_type) .wc-stripe-upe-element[data-payment-method-type=card]{min-height:42.12rem}
.payment_box:has(.woocommerce-SavedPaymentMethods-tokenInput:checked:not([value=new])) :is(.wc-payment-form,fieldset:has(>.woocommerce-SavedPaymentMethods-saveNew),.woocommerce-SavedPaymentMethods-saveNew){display:none}
.flex-control-thumbs{list-style:none;display:flex;gap:.6rem;margin:.8rem 0 0;padding:0;height:4rem}
.flex-control-thumbs button{box-sizing:border-box;height:4rem;padding:0;border:2px solid transparent;border-radius:4px;background:none;width:4.6rem}
.flex-control-thumbs img{display:block;width:100%;height:100%;object-fit:cover}
.woocommerce-product-gallery:not(:has(>.flex-control-thumbs)) .woocommerce-product-gallery__image~.woocommerce-product-gallery__image{display:none}
.woocommerce-product-gallery:has(.woocommerce-product-gallery__image~.woocommerce-product-gallery__image):not(:has(>.flex-control-thumbs))::after{content:"";display:block;height:4rem;margin-top:.8rem}
.flex-control-thumbs button[aria-pressed=true]{border-color:#7f54b3}
.summary .product_title{font-size:2rem;margin:0 0 .5rem}
.summary p.price{font-size:1.3rem;margin:0 0 1rem}
form.cart{display:flex;flex-wrap:wrap;gap:.8rem;align-items:flex-end;margin:1.5rem 0}
form.variations_form{display:block}
table.variations{border:0;margin-bottom:1rem}table.variations th,table.variations td{border:0;padding:.3rem .6rem .3rem 0}
.single_variation_wrap .woocommerce-variation-add-to-cart{display:flex;gap:.8rem;align-items:flex-end;margin-top:.8rem}
.quantity input.qty{width:4.5rem;text-align:center}
.reset_variations{margin-left:.6rem}
.wc-no-matching-variations{margin-top:.8rem}
dl.variation{display:grid;grid-template-columns:auto 1fr;gap:0 .4rem;margin:.3rem 0 0;font-size:.9rem}dl.variation dd{margin:0}
.product_meta{font-size:.9rem;color:#666}
.woocommerce-tabs{grid-column:1/-1;margin-top:1rem}
.woocommerce-tabs ul.tabs{list-style:none;display:flex;flex-wrap:wrap;gap:.3rem;margin:0;padding:0;border-bottom:1px solid #ddd}
.woocommerce-tabs ul.tabs li{margin:0}
.woocommerce-tabs [role=tab]{display:block;border:1px solid transparent;border-bottom:0;border-radius:4px 4px 0 0;background:none;padding:.6rem 1rem;font-weight:600;color:#555;margin-bottom:-1px}
.woocommerce-tabs [role=tab][aria-selected=true]{border-color:#ddd;background:#fff;color:#333}
.woocommerce-tabs .panel{padding:1.2rem 0}
.woocommerce-tabs .panel h2{font-size:1.3rem;margin-top:0}
.shop_attributes th{width:12rem}
.commentlist{list-style:none;padding:0}
.commentlist li{border-bottom:1px solid #eee;padding:.8rem 0}
.star-rating{color:#b3892b;letter-spacing:.1em}
p.stars{margin:.3rem 0}
p.stars a{display:inline-block;width:2rem;height:2rem;line-height:2rem;text-align:center;text-decoration:none;color:#b3892b;font-size:1.4rem;border-radius:3px}
p.stars a::before{content:"☆"}
p.stars:hover a::before,p.stars.selected a.active::before,p.stars.selected a:has(~ a.active)::before{content:"★"}
p.stars a:hover~a::before{content:"☆"}
p.stars a span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px)}
.comment-form p{margin:0 0 1rem}.comment-form textarea{width:100%;min-height:6rem}
table.shop_table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}
table.shop_table th,table.shop_table td{border-bottom:1px solid #e6e6e6;padding:.8rem .6rem;text-align:left;vertical-align:middle}
table.shop_table thead th{background:#f8f8f8}
@media (max-width:768px){table.shop_table_responsive thead,table.shop_table_responsive tbody th{display:none}table.shop_table_responsive tr,table.shop_table_responsive td{display:block}table.shop_table_responsive td{text-align:right}table.shop_table_responsive td[data-title]::before{content:attr(data-title) ": ";float:left;font-weight:600}table.shop_table_responsive td.actions{text-align:left}}
table.cart .product-thumbnail img{width:4rem;border-radius:3px}
table.cart td.actions{text-align:right}
table.cart td.actions .coupon{float:left;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.coupon-error-message{color:#b81c23;width:100%;margin:.3rem 0 0}
input.has-error{border-color:#b81c23}
.cart-collaterals{display:flex;justify-content:flex-end}
.cart_totals{width:100%;max-width:28rem}
.cart_totals h2{font-size:1.3rem}
#shipping_method{list-style:none;margin:0;padding:0}
.wc-proceed-to-checkout .checkout-button{display:block;text-align:center;font-size:1.1rem;padding:1rem}

.blockUI.blockOverlay{border-radius:4px}
.col2-set{display:grid;grid-template-columns:1fr 1fr;gap:2.5rem}
@media (max-width:700px){.col2-set{grid-template-columns:1fr}}
.woocommerce-form-row,.form-row{margin:0 0 1rem}.form-row label{display:block;margin-bottom:.2rem}
.form-row input.input-text,.woocommerce-form-row input.input-text{width:100%}
.password-input{position:relative;display:block}
.password-input input{width:100%;padding-right:2.8rem}
.show-password-input{position:absolute;right:.3rem;top:50%;transform:translateY(-50%);background:none;padding:.3rem .5rem;width:2.2rem;height:2rem}
.show-password-input::before{content:"👁";opacity:.55}
.show-password-input.display-password::before{opacity:1}
.u-columns h2{font-size:1.3rem}
.woocommerce-MyAccount-navigation ul{list-style:none;display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;margin:0 0 1.5rem;padding:0 0 .6rem;border-bottom:1px solid #e6e6e6}
.woocommerce-MyAccount-navigation-link.is-active a{font-weight:700;color:#333;text-decoration:none}
.woocommerce-MyAccount-content mark{background:none;color:inherit;font-weight:600}
.account-orders-table td.woocommerce-orders-table__cell-order-actions .button{margin:.15rem .3rem .15rem 0;padding:.4rem .8rem}
@media (max-width:768px){table.shop_table_responsive tbody th[data-title]{display:block;text-align:right}table.shop_table_responsive tbody th[data-title]::before{content:attr(data-title) ": ";float:left;font-weight:600}}
.site-footer{border-top:1px solid #e6e6e6;margin-top:3rem;padding:1.5rem;color:#666;font-size:.9rem;text-align:center}
`;

/** Styles WooCommerce's theme would bring for the classic checkout, the pay pages and My account. */
export const CLASSIC_STYLE = `<style>
.screen-reader-text{border:0;clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;word-wrap:normal!important}
.form-row{margin:0 0 .8rem}.form-row label{display:block}.form-row .input-text,.form-row select{width:100%;box-sizing:border-box;padding:.4rem}
.woocommerce-invalid .input-text,.woocommerce-invalid select{border-color:#cc1818}
.checkout-inline-error-message,.coupon-error-notice,.wc-stripe-blik-error{color:#cc1818;margin:.2rem 0 0;display:block}
.required{color:#a00;text-decoration:none}
.wc_payment_methods{list-style:none;padding:0}.wc_payment_method{margin:.4rem 0}
.payment_box{background:#f3f3f3;padding:.8rem;margin:.4rem 0}
.payment_box fieldset{border:0;margin:0;padding:0;min-width:0}
.woocommerce-SavedPaymentMethods{list-style:none;padding:0}
.woocommerce-shipping-methods{list-style:none;margin:0;padding:0}
#ship-to-different-address label,.woocommerce-form__label-for-checkbox{display:inline}
</style>`;
