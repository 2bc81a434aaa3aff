/**
 * The Stripe gateway's process_payment for the deferred-intent flow: create
 * the intent for the order, confirm it on the server with the shopper's
 * payment method, and tell the browser what comes next.
 */
import type { ShopState } from '../shop/state';
import { nonceFor } from '../shop/state';
import type { Order, Session } from '../shop/types';
import { methodForGateway } from '../shop/payment-methods';
import { orderReceivedPath } from '../shop/orders';
import type { PaymentIntent, SetupIntent, StripeResult } from '../stripe/types';
import { completeOrder, failOrder, isPaid } from './complete-order';
import { nextStepRedirect } from './redirects';
import { gatewayErrorMessage } from './stripe-messages';

export type PaymentOutcome =
	| { status: 'success'; redirect: string }
	| { status: 'failure'; message: string };

export const UPDATE_ORDER_STATUS_ACTION = 'wc_stripe_update_order_status';

function truthy( value: unknown ): boolean {
	return (
		value === true || value === 'true' || value === 'yes' || value === '1'
	);
}

function savedMethodFor(
	state: ShopState,
	session: Session,
	data: Record< string, string >
): string | null | false {
	const tokenId = data[ 'wc-stripe-payment-token' ] || data.token;
	if ( ! tokenId || tokenId === 'new' ) {
		return null;
	}
	const token = state.tokens.find(
		( entry ) =>
			String( entry.id ) === String( tokenId ) &&
			entry.customerId === session.customerId &&
			session.customerId > 0
	);
	return token ? token.paymentMethodId : false;
}

export function processPayment(
	state: ShopState,
	session: Session,
	order: Order,
	data: Record< string, string >,
	origin: string
): PaymentOutcome {
	const method = methodForGateway( order.paymentMethod );
	if ( ! method ) {
		return { status: 'failure', message: 'Invalid payment method.' };
	}
	// An order whose intent was already paid (the browser lost the answer
	// after 3D Secure, say) is completed, never charged a second time.
	const paid = order.intentIds
		.map( ( id ) => state.account.getIntent( id ) )
		.find( ( intent ) => intent && isPaid( intent ) );
	if ( paid ) {
		completeOrder( state, order, paid );
		return {
			status: 'success',
			redirect: origin + orderReceivedPath( order ),
		};
	}
	const saved = savedMethodFor( state, session, data );
	if ( saved === false ) {
		return {
			status: 'failure',
			message: 'Invalid payment method. Please input a new card number.',
		};
	}
	const paymentMethod = saved || data[ 'wc-stripe-payment-method' ] || '';
	// Wallets that let Stripe make the method at confirmation (Amazon Pay)
	// send a confirmation token instead, as the gateway's intent takes it.
	const confirmationToken = data[ 'wc-stripe-confirmation-token' ] || '';
	if ( ! paymentMethod && ! confirmationToken ) {
		return {
			status: 'failure',
			message:
				'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
		};
	}
	const customer = state.customers.find(
		( entry ) => entry.id === session.customerId
	);
	const save =
		! saved &&
		( truthy( data.save_payment_method ) ||
			truthy(
				data[ `wc-${ order.paymentMethod }-new-payment-method` ]
			) ||
			order.containsSubscription );
	const metadata = {
		order_id: String( order.id ),
		save_payment_method: save ? 'yes' : 'no',
	};
	const returnUrl = origin + orderReceivedPath( order );
	const confirmParams = {
		...( paymentMethod
			? { payment_method: paymentMethod }
			: { confirmation_token: confirmationToken } ),
		return_url: returnUrl,
		origin,
		payment_method_options: data[ 'wc-stripe-blik-code' ]
			? { blik: { code: data[ 'wc-stripe-blik-code' ] } }
			: undefined,
	};

	let result: StripeResult< PaymentIntent | SetupIntent >;
	if ( order.totals.total === 0 ) {
		const intent = state.account.createSetupIntent( {
			payment_method_types: [ method ],
			customer: customer?.stripeCustomer,
			metadata,
		} );
		order.intentIds.push( intent.id );
		result = state.account.confirmSetupIntent( intent.id, confirmParams );
	} else {
		const intent = state.account.createPaymentIntent( {
			amount: order.totals.total,
			currency: order.currency,
			payment_method_types: [ method ],
			customer: save || saved ? customer?.stripeCustomer : null,
			metadata,
			setup_future_usage: save ? 'off_session' : null,
		} );
		order.intentIds.push( intent.id );
		result = state.account.confirmPaymentIntent( intent.id, confirmParams );
	}

	if ( ! result.ok ) {
		failOrder( order );
		return {
			status: 'failure',
			message: gatewayErrorMessage( result.error ),
		};
	}
	const intent = result.value;
	if ( isPaid( intent ) ) {
		completeOrder( state, order, intent );
		return { status: 'success', redirect: returnUrl };
	}
	if ( intent.status === 'requires_action' ) {
		const isVoucher = [ 'boleto', 'oxxo', 'multibanco' ].includes( method );
		order.status = isVoucher ? 'on-hold' : 'pending';
		const nonce = nonceFor( state, session, UPDATE_ORDER_STATUS_ACTION );
		return {
			status: 'success',
			redirect: nextStepRedirect(
				order.id,
				method,
				intent,
				returnUrl,
				nonce
			),
		};
	}
	failOrder( order );
	return { status: 'failure', message: 'Payment failed. Please try again.' };
}
