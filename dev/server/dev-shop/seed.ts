/**
 * A fresh shop (what /__dev/reset brings back): the default switches, the
 * seeded reviews, a new Stripe account whose webhooks reach the gateway,
 * and the test customer (a WordPress user with WooCommerce's customer
 * data) with two saved cards.
 *
 * Follows: none: the development shop's own fixtures (a WordPress user,
 * WooCommerce customer data, saved tokens).
 */
import { randomBytes } from 'node:crypto';
import { createStripeAccount } from '../stripe/account';
import { handleStripeEvent } from '../stripe-gateway/webhooks';
import { DEFAULT_SETTINGS } from './settings';
import { EMPTY_ADDRESS } from '../woocommerce/includes/types';
import { SEED_REVIEWS } from '../woocommerce/includes/reviews';
import type { Customer } from '../woocommerce/includes/types';
import type { ShopState } from './state';
import { newUserDisplayName } from '../wordpress/users';

export const TEST_CUSTOMER_ID = 1;

function seedCustomer( state: ShopState ): void {
	const customer: Customer = {
		id: TEST_CUSTOMER_ID,
		username: 'tess',
		email: 'test@example.com',
		password: 'password',
		firstName: 'Tess',
		lastName: 'Tester',
		// WordPress's user as wp_insert_user() made it from her names.
		displayName: newUserDisplayName( 'tess', 'Tess', 'Tester' ),
		stripeCustomer: 'cus_devshoptest',
		billing: {
			...EMPTY_ADDRESS,
			first_name: 'Tess',
			last_name: 'Tester',
			address_1: 'Hauptstraße 5',
			city: 'Berlin',
			postcode: '10115',
			country: 'DE',
			phone: '+49 30 9876543',
			email: 'test@example.com',
		},
		// Her parcels go to the office, in the same city (and so the same
		// tax and shipping as her billing address).
		shipping: {
			...EMPTY_ADDRESS,
			first_name: 'Tess',
			last_name: 'Tester',
			company: 'Testwerk GmbH',
			address_1: 'Friedrichstraße 10',
			city: 'Berlin',
			postcode: '10117',
			country: 'DE',
		},
	};
	state.customers = [ customer ];
	const cards: Array< [ string, boolean ] > = [
		[ '4242424242424242', true ],
		[ '4000002760003184', false ],
	];
	state.tokens = cards.map( ( [ number, isDefault ], index ) => {
		const created = state.account.createPaymentMethod( {
			type: 'card',
			card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
			billing_details: { name: 'Tess Tester', email: customer.email },
		} );
		if ( ! created.ok ) {
			throw new Error( created.error.message );
		}
		state.account.attachPaymentMethod(
			created.value.id,
			customer.stripeCustomer
		);
		return {
			id: index + 1,
			customerId: customer.id,
			gateway: 'stripe',
			paymentMethodId: created.value.id,
			brand: 'visa',
			last4: number.slice( -4 ),
			expMonth: 12,
			expYear: 2030,
			isDefault,
		};
	} );
}

export function createShopState(): ShopState {
	const state: ShopState = {
		settings: { ...DEFAULT_SETTINGS },
		sessions: new Map(),
		orders: new Map(),
		customers: [],
		tokens: [],
		account: createStripeAccount(),
		faults: [],
		appearance: null,
		reviews: SEED_REVIEWS.map( ( review ) => ( { ...review } ) ),
		nextOrderId: 100,
		nonceSalt: randomBytes( 8 ).toString( 'hex' ),
		nonceTick: 0,
	};
	seedCustomer( state );
	// Stripe's webhooks reach the shop. After a reset the listener still
	// holds this object, whose maps the reset state shares.
	state.account.onEvent( ( event ) => handleStripeEvent( state, event ) );
	return state;
}

/** Back to a fresh shop, keeping the object (routes hold a reference). */
export function resetShopState( state: ShopState ): void {
	const fresh = createShopState();
	Object.assign( state, fresh );
}
