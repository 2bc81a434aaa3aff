/**
 * What the shop holds after a payment: one order, paid by one charge. The
 * check every "pays once" test ends with (a retry, a second tap or a stale
 * nonce must not give a second order or a second charge).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, intents, orders } from './fixtures';
import type { DevIntent, DevOrder } from './fixtures';

/** The intents Stripe has charged so far. */
export async function chargedIntents(
	request: APIRequestContext
): Promise< DevIntent[] > {
	return ( await intents( request ) ).filter(
		( intent ) => intent.charge_count > 0
	);
}

/**
 * One order, like `expected`, and one intent charged exactly once; both
 * returned for the test's own checks (the amount, the currency).
 */
export async function expectOneOrderChargedOnce(
	request: APIRequestContext,
	expected: Partial< DevOrder > = {}
): Promise< { order: DevOrder; intent: DevIntent } > {
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( expected );
	const charged = await chargedIntents( request );
	expect( charged ).toHaveLength( 1 );
	expect( charged[ 0 ].charge_count ).toBe( 1 );
	return { order: placed[ 0 ], intent: charged[ 0 ] };
}
