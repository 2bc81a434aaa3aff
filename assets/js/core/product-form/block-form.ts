/**
 * The Add to Cart + Options block's form (WooCommerce 10,
 * `AddToCartWithOptions.php` 10.0.2): its own module, so the code that
 * only watches the form carries no more than this name.
 */
export const BLOCK_FORM = 'form.wc-block-add-to-cart-with-options';
