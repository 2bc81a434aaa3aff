/**
 * `wc-stripe-add-payment-method`: My account → Add payment method. What the
 * account's pages do, and Stripe's payment form.
 */
import './my-account';
import '../classic/checkout/payment-pages';
