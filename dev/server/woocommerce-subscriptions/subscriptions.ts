/**
 * The test customer's subscriptions (WooCommerce Subscriptions' records, in
 * small): each renews with a saved payment method, which the shopper can
 * change, for one subscription or all of them. Kept per emulated Stripe
 * account, so a shop reset brings the seeded ones back.
 *
 * Follows: WooCommerce Subscriptions includes/class-wc-subscription.php.
 */
import { randomBytes } from 'node:crypto';
import type { ShopState } from '../dev-shop/state';
import type { StripeAccount } from '../stripe/types';

export interface Subscription {
	id: number;
	key: string;
	customerId: number;
	name: string;
	/** Per month, minor units. */
	amount: number;
	status: 'active';
	paymentMethodId: string;
}

/** A change that waits for the shopper's 3D Secure. */
export interface PendingChange {
	subscriptionId: number;
	updateAll: boolean;
}

const books = new WeakMap<
	StripeAccount,
	{ subscriptions: Subscription[]; pending: Map< string, PendingChange > }
>();

function book( state: ShopState ) {
	let found = books.get( state.account );
	if ( ! found ) {
		const first = state.tokens.find( ( token ) => token.isDefault );
		const seed = ( id: number, name: string, amount: number ) => ( {
			id,
			key: `wc_order_${ randomBytes( 6 ).toString( 'hex' ) }`,
			customerId: first?.customerId ?? 1,
			name,
			amount,
			status: 'active' as const,
			paymentMethodId: first?.paymentMethodId ?? '',
		} );
		found = {
			subscriptions: [
				seed( 200, 'Coffee Club Subscription', 1400 ),
				seed( 201, 'Tea Club Subscription', 900 ),
			],
			pending: new Map(),
		};
		books.set( state.account, found );
	}
	return found;
}

export function subscriptionsOf(
	state: ShopState,
	customerId: number
): Subscription[] {
	return book( state ).subscriptions.filter(
		( subscription ) => subscription.customerId === customerId
	);
}

export function subscriptionById(
	state: ShopState,
	id: number
): Subscription | undefined {
	return book( state ).subscriptions.find( ( entry ) => entry.id === id );
}

/** The new method for one subscription, or all of the customer's. */
export function changeSubscriptionMethod(
	state: ShopState,
	subscription: Subscription,
	paymentMethodId: string,
	updateAll: boolean
): void {
	const targets = updateAll
		? subscriptionsOf( state, subscription.customerId )
		: [ subscription ];
	targets.forEach( ( entry ) => ( entry.paymentMethodId = paymentMethodId ) );
}

export function rememberPendingChange(
	state: ShopState,
	intentId: string,
	change: PendingChange
): void {
	book( state ).pending.set( intentId, change );
}

export function takePendingChange(
	state: ShopState,
	intentId: string
): PendingChange | undefined {
	const pending = book( state ).pending.get( intentId );
	book( state ).pending.delete( intentId );
	return pending;
}

export function changePaymentPath( subscription: Subscription ): string {
	return `/checkout/order-pay/${ subscription.id }/?pay_for_order=true&change_payment_method=${ subscription.id }&key=${ subscription.key }`;
}
