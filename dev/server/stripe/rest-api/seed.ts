/**
 * What the Stripe account holds when the double starts beside the real
 * store: the test customer of the development shop (dev/server/dev-shop/
 * seed.ts), Tess Tester, as Stripe customer `cus_realstoretess`, with her
 * two saved cards (4242… and the 3D Secure card 4000 0027 6000 3184)
 * attached. The store's set-up gives her WordPress user that customer id;
 * the gateway then syncs her saved cards into WooCommerce's payment tokens
 * from this account (WC_Stripe_Payment_Tokens), as it does on a real store.
 *
 * Follows: none: the double's fixtures.
 */
import type { Books } from './stripe-objects';

export const TEST_CUSTOMER = 'cus_realstoretess';

export function seedAccount( books: Books ): void {
	books.ledger.createCustomer( {
		id: TEST_CUSTOMER,
		email: 'test@example.com',
		name: 'Tess Tester',
		metadata: { name: 'Tess Tester', username: 'tess' },
	} );
	// Stripe lists a customer's methods newest first, and WooCommerce makes
	// the first token it syncs the default: 4242… is added last.
	for ( const number of [ '4000002760003184', '4242424242424242' ] ) {
		const created = books.account.createPaymentMethod( {
			type: 'card',
			card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
			billing_details: {
				name: 'Tess Tester',
				email: 'test@example.com',
				address: {
					country: 'DE',
					postal_code: '10115',
					city: 'Berlin',
				},
			},
		} );
		if ( ! created.ok ) {
			throw new Error( created.error.message );
		}
		books.account.attachPaymentMethod( created.value.id, TEST_CUSTOMER );
		books.ledger.rememberAttached( TEST_CUSTOMER, created.value.id );
	}
}
