/**
 * The Stripe gateway's process_payment: check the method may pay this
 * order (the shop's rules: currency, billing country, amount, a
 * subscription's need to save), record which method pays, then create the
 * intent for the order and confirm it on the server with the shopper's
 * payment method and, for a debit, their mandate acceptance (or, for a
 * method whose intent came first, hand that intent to the browser), and
 * tell the browser what comes next.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * process_payment_with_deferred_intent() (8.8.0); with Optimized Checkout
 * on, class-wc-stripe-ocs-payment-gateway.php
 * resolve_upe_payment_method_for_processing() and
 * resolve_intent_payment_method_types() (the development tree after 10.8.0).
 */
import type { ShopState } from '../../dev-shop/state';
import { nonceFor } from '../../wordpress/nonces';
import type { Order, Session } from '../../woocommerce/includes/types';
import {
	METHOD_RULES,
	methodForGateway,
	methodRefusal,
} from '../methods/payment-methods';
import { orderReceivedPath } from '../../woocommerce/includes/orders';
import type {
	ConfirmParams,
	PaymentIntent,
	SetupIntent,
	StripeResult,
} from '../../stripe/types';
import { completeOrder, isPaid } from './complete-order';
import { confirmHash } from './redirects';
import { mandateDataFor } from './mandate';
import {
	CARD_GATEWAY_TYPES,
	expressTypeOf,
	recordOrderMethod,
} from './order-method';
import { ACSS_MANDATE_OPTIONS, prepareIntentFirst } from './intent-first';
import { nextStep } from './next-step';
import { orderStripeAmount } from '../stripe-amount';
import type { PaymentOutcome } from './next-step';

export type { PaymentOutcome };
import { STRIPE_ORDER_STATUS_NONCE } from '../../wordpress/nonce-actions';

const INVALID_TYPE = 'The selected payment method type is invalid.';
const NOT_IN_COUNTRY =
	'This payment method type is not available in the selected country.';

function truthy( value: unknown ): boolean {
	return (
		value === true || value === 'true' || value === 'yes' || value === '1'
	);
}

function savedMethodFor(
	state: ShopState,
	session: Session,
	data: Record< string, string >,
	gatewayId: string
): string | null | false {
	// WooCommerce names the saved-method radio after its gateway.
	const tokenId =
		data[ `wc-${ gatewayId }-payment-token` ] ||
		data[ 'wc-stripe-payment-token' ] ||
		data.token;
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

/** The type of method that pays must be the chosen gateway's. */
function typeFitsGateway( gatewayMethod: string, type: string ): boolean {
	return gatewayMethod === 'card'
		? CARD_GATEWAY_TYPES.includes( type )
		: type === gatewayMethod;
}

export function processPayment(
	state: ShopState,
	session: Session,
	order: Order,
	data: Record< string, string >,
	origin: string
): PaymentOutcome {
	// The gateway the shopper chose (recordOrderMethod may name another).
	const gatewayId = order.paymentMethod;
	const gatewayMethod = methodForGateway( gatewayId );
	if ( ! gatewayMethod ) {
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
	// With Optimized Checkout on, the main gateway stands for every method:
	// which one pays is the payment method's type (the OCS gateway's
	// resolve_upe_payment_method_for_processing()), checked once known.
	const optimized =
		state.settings.optimizedCheckout && gatewayId === 'stripe';
	const refusalOf = ( method: string ) => {
		const refusal = methodRefusal( state.settings, method, {
			country: order.billing.country,
			total: order.totals.total,
			containsSubscription: order.containsSubscription,
		} );
		return refusal
			? ( {
					status: 'failure',
					message:
						refusal === 'country' ? NOT_IN_COUNTRY : INVALID_TYPE,
				} as const )
			: null;
	};
	const gatewayRefusal = optimized ? null : refusalOf( gatewayMethod );
	if ( gatewayRefusal ) {
		return gatewayRefusal;
	}
	const saved = savedMethodFor( state, session, data, gatewayId );
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
	const method = state.account.getPaymentMethod(
		paymentMethod || confirmationToken
	);
	if ( ! method ) {
		return {
			status: 'failure',
			message:
				'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
		};
	}
	if ( optimized ) {
		const typeRefusal = refusalOf( method.type );
		if ( typeRefusal ) {
			return typeRefusal;
		}
	} else if ( ! typeFitsGateway( gatewayMethod, method.type ) ) {
		return { status: 'failure', message: INVALID_TYPE };
	}
	recordOrderMethod( order, method.type, expressTypeOf( data ) );
	const customer = state.customers.find(
		( entry ) => entry.id === session.customerId
	);
	// Under Optimized Checkout the save box was ticked for the one method:
	// a type that cannot be saved is not (resolve_intent_payment_method_types()).
	const savable = ! optimized || !! METHOD_RULES[ method.type ]?.reusable;
	const save =
		! saved &&
		savable &&
		( truthy( data.save_payment_method ) ||
			truthy( data[ `wc-${ gatewayId }-new-payment-method` ] ) ||
			order.containsSubscription );
	const metadata = {
		order_id: String( order.id ),
		save_payment_method: save ? 'yes' : 'no',
	};
	const returnUrl = origin + orderReceivedPath( order );
	const intentFirst = data.wc_payment_intent_id || '';
	if ( intentFirst && order.totals.total > 0 ) {
		const prepared = prepareIntentFirst(
			state,
			order,
			intentFirst,
			method.id,
			metadata,
			save
		);
		if ( ! prepared.ok ) {
			return nextStep( state, session, order, prepared, returnUrl );
		}
		// Stripe shows the mandate and verifies the account in the browser.
		order.status = 'pending';
		return {
			status: 'success',
			redirect: confirmHash(
				order.id,
				prepared.value,
				nonceFor( state, session, STRIPE_ORDER_STATUS_NONCE )
			),
		};
	}
	const confirmParams: ConfirmParams = {
		...( paymentMethod
			? { payment_method: paymentMethod }
			: { confirmation_token: confirmationToken } ),
		return_url: returnUrl,
		origin,
		mandate_data: mandateDataFor( method.type, null ),
		payment_method_options: data[ 'wc-stripe-blik-code' ]
			? { blik: { code: data[ 'wc-stripe-blik-code' ] } }
			: undefined,
	};
	const stripeCustomer = save || saved ? customer?.stripeCustomer : null;
	// A saved pre-authorized debit pays under the mandate options it was
	// agreed with.
	const options =
		method.type === 'acss_debit' ? ACSS_MANDATE_OPTIONS : undefined;
	let result: StripeResult< PaymentIntent | SetupIntent >;
	if ( order.totals.total === 0 ) {
		const intent = state.account.createSetupIntent( {
			payment_method_types: [ method.type ],
			customer: customer?.stripeCustomer,
			metadata,
			payment_method_options: options,
		} );
		order.intentIds.push( intent.id );
		result = state.account.confirmSetupIntent( intent.id, confirmParams );
	} else {
		const created = state.account.createPaymentIntent( {
			amount: orderStripeAmount( order ),
			currency: order.currency,
			payment_method_types: [ method.type ],
			customer: stripeCustomer,
			metadata,
			setup_future_usage: save ? 'off_session' : null,
			payment_method_options: options,
		} );
		if ( created.ok ) {
			order.intentIds.push( created.value.id );
		}
		result = created.ok
			? state.account.confirmPaymentIntent(
					created.value.id,
					confirmParams
				)
			: created;
	}
	return nextStep( state, session, order, result, returnUrl );
}
