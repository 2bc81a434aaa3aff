/**
 * Test controls (/__dev/*): read orders and intents, reset the shop, change
 * its settings, queue faults, log in, fill the cart.
 *
 * Follows: none: the development shop's own controls under /__dev/.
 */
import type { Context } from '../context';
import { sendJson } from '../http/respond';
import {
	addItem,
	emptyCart,
	mergeAddress,
} from '../woocommerce/includes/cart-ops';
import { EMPTY_ADDRESS } from '../woocommerce/includes/types';
import { productBySlug } from '../woocommerce/includes/catalogue';
import {
	orderFromCart,
	orderPayPath,
	orderRecord,
} from '../woocommerce/includes/orders';
import { mergeSettings } from './settings';
import { TEST_CUSTOMER_ID, resetShopState } from './seed';
import type { Fault } from './state';
import { subscriptionById } from '../woocommerce-subscriptions/subscriptions';
import { renewSubscription } from '../stripe-gateway/payments/renewal';
import { logInSession } from '../woocommerce/includes/customers';
import { expireNonces } from '../wordpress/nonces';

const GUEST_BILLING = {
	first_name: 'Gus',
	last_name: 'Guest',
	company: '',
	address_1: 'Kalverstraat 1',
	address_2: '',
	city: 'Amsterdam',
	state: '',
	postcode: '1012 NX',
	country: 'NL',
	phone: '+31 20 1234567',
	email: 'guest@example.com',
};

const FAULT_MODES: Fault[ 'mode' ][] = [
	'timeout',
	'abort',
	'http500',
	'malformed',
	'html',
	'javascript-redirect',
	'late-answer',
	'proxy502',
	'proxy504',
];

export async function devControls( ctx: Context ): Promise< boolean > {
	const { pathname } = ctx.url;
	if ( ! pathname.startsWith( '/__dev/' ) ) {
		return false;
	}
	const { state, body } = ctx;
	const post = ctx.req.method === 'POST';
	if ( pathname === '/__dev/orders' ) {
		// As WooCommerce's orders list: drafts (`checkout-draft`, the Store
		// API's orders a checkout page made) only when asked for.
		const drafts = ctx.url.searchParams.get( 'drafts' ) === '1';
		sendJson(
			ctx.res,
			200,
			[ ...state.orders.values() ]
				.filter(
					( order ) => drafts || order.status !== 'checkout-draft'
				)
				.map( orderRecord )
		);
	} else if ( pathname === '/__dev/intents' ) {
		sendJson(
			ctx.res,
			200,
			state.account.listIntents().map( ( intent ) => ( {
				id: intent.id,
				object: intent.object,
				status: intent.status,
				amount: intent.object === 'payment_intent' ? intent.amount : 0,
				currency:
					intent.object === 'payment_intent' ? intent.currency : '',
				payment_method: intent.payment_method,
				confirm_count: intent.confirm_count,
				charge_count: intent.charge_count,
				metadata: intent.metadata,
			} ) )
		);
	} else if ( pathname === '/__dev/expire-nonces' && post ) {
		// A day on the nonces' clock: every page printed before now is as a
		// full-page cache would serve it a day later.
		expireNonces( state );
		sendJson( ctx.res, 200, { tick: state.nonceTick } );
	} else if ( pathname === '/__dev/reset' && post ) {
		resetShopState( state );
		sendJson( ctx.res, 200, { reset: true } );
	} else if ( pathname === '/__dev/settings' ) {
		if ( post ) {
			state.settings = mergeSettings( state.settings, body );
		}
		sendJson( ctx.res, 200, state.settings );
	} else if (
		pathname === '/__dev/faults' &&
		post &&
		body.clear === true &&
		typeof body.target === 'string'
	) {
		// The shop works again for this target: its pending faults go.
		state.faults = state.faults.filter(
			( entry ) => entry.target !== body.target
		);
		sendJson( ctx.res, 200, state.faults );
	} else if ( pathname === '/__dev/faults' && post ) {
		const mode = body.mode as Fault[ 'mode' ];
		if (
			typeof body.target !== 'string' ||
			! FAULT_MODES.includes( mode )
		) {
			sendJson( ctx.res, 400, {
				error: `target (string) and mode (${ FAULT_MODES.join( ', ' ) }) are required`,
			} );
			return true;
		}
		state.faults.push( {
			target: body.target,
			mode,
			remaining: Math.max( 1, Number( body.count ) || 1 ),
		} );
		sendJson( ctx.res, 200, state.faults );
	} else if ( pathname === '/__dev/pending-order' && post ) {
		// A store owner's order awaiting payment (the "Customer payment
		// page" link): this browser's cart becomes the order, the cart
		// empties, and the answer says where to pay it.
		// The shopper's address: the cart's when it has one (a guest who
		// gave it), else the customer's, else a guest's.
		const cartBilling = ctx.session.cart.billing;
		const billing = {
			...( cartBilling.email
				? cartBilling
				: ctx.session.customerId
					? state.customers[ 0 ].billing
					: GUEST_BILLING ),
		};
		const order = orderFromCart( state, ctx.session, {
			billing,
			shipping: { ...billing },
			paymentMethod: '',
			customerNote: '',
		} );
		// `{ minutes_ago }` dates it back, as an order placed earlier (past
		// the order-received page's grace period, say).
		order.dateCreated -=
			Math.max( 0, Number( body.minutes_ago ) || 0 ) * 60000;
		ctx.session.awaitingOrderId = null;
		emptyCart( ctx.session.cart );
		sendJson( ctx.res, 200, {
			...orderRecord( order ),
			pay_url: orderPayPath( order ),
		} );
	} else if ( pathname === '/__dev/renew' && post ) {
		// WooCommerce Subscriptions' scheduled payment for one subscription.
		const subscription = subscriptionById(
			state,
			Number( body.subscription_id )
		);
		if ( ! subscription ) {
			sendJson( ctx.res, 404, { error: 'No such subscription' } );
			return true;
		}
		sendJson(
			ctx.res,
			200,
			orderRecord( renewSubscription( state, subscription ) )
		);
	} else if ( pathname === '/__dev/login' && post ) {
		// `billing` moves the test customer (their account's address).
		if ( body.billing && typeof body.billing === 'object' ) {
			state.customers[ 0 ].billing = mergeAddress(
				state.customers[ 0 ].billing,
				body.billing
			);
		}
		logInSession( ctx.session, state.customers[ 0 ] );
		sendJson( ctx.res, 200, { customer_id: TEST_CUSTOMER_ID } );
	} else if ( pathname === '/__dev/cart' && post ) {
		emptyCart( ctx.session.cart );
		const items = Array.isArray( body.items ) ? body.items : [];
		for ( const item of items as Array< Record< string, unknown > > ) {
			const product =
				typeof item.slug === 'string'
					? productBySlug( item.slug )
					: undefined;
			addItem( ctx.session.cart, {
				id: Number( item.id ?? product?.id ),
				quantity: Number( item.quantity ?? 1 ),
				variation: ( item.variation as never ) || [],
			} );
		}
		// A billing address too, as a returning shopper's session keeps it:
		// both checkouts start from it.
		if ( body.billing && typeof body.billing === 'object' ) {
			ctx.session.cart.billing = mergeAddress(
				{ ...EMPTY_ADDRESS, email: '' },
				body.billing
			);
			ctx.session.cart.shipping = {
				...ctx.session.cart.billing,
				email: undefined,
			};
		}
		sendJson( ctx.res, 200, { items: ctx.session.cart.lines.length } );
	} else {
		sendJson( ctx.res, 404, { error: 'Unknown test control' } );
	}
	return true;
}
