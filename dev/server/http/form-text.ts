/**
 * A posted field as a string: what a form or JSON body sent under a name,
 * or '' when it sent nothing or something else (an array, a number), as
 * WooCommerce reads `$_POST` through `wc_clean( wp_unslash( … ) )`.
 *
 * Follows: woocommerce/includes/wc-core-functions.php wc_clean().
 */
export const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';
