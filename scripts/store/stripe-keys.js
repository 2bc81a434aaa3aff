/**
 * The test keys the store's gateway is configured with
 * (php/configure-gateway.php) and the Stripe double checks
 * (dev/server/stripe/rest-api/): not secrets, they reach nothing but the double.
 * And the double's test customer (dev/server/stripe/rest-api/seed.ts).
 */
module.exports = {
	KEYS: {
		publishable: 'pk_test_realstoredouble',
		secret: 'sk_test_realstoredouble',
		webhook: 'whsec_realstoredouble',
	},
	TEST_CUSTOMER: 'cus_realstoretess',
};
