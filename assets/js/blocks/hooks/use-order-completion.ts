/**
 * After WooCommerce created the order, the second half of a payment: a
 * gateway redirect with a confirmation marker is finished in the browser (3D
 * Secure, vouchers, wallets) before the shopper leaves; a gateway failure
 * shows its message in the payments area. Used by new and saved methods
 * alike, so a saved card that needs 3D Secure again is confirmed too.
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { followableRedirect } from '../../core/hashes/followable-redirect';
import { refreshAndRetryMessage } from '../../core/messages/generic';
import { hasConfirmationMarker } from '../../core/stripe/confirmation-marker';
import { store as stripeStore } from '../../stores/stripe/index';
import type { FlowStatus } from '../../stores/payment-flow/steps';
import type { CheckoutResultArg, PaymentMethodProps } from '../types';
import { useLatest } from './use-latest';
import { useObserverFailure } from './use-observer-failure';
import { usePaymentFlow } from './use-payment-flow';

function redirectOf( arg: CheckoutResultArg ): string {
	const response = arg.processingResponse;
	return (
		response?.paymentDetails?.redirect ||
		response?.redirectUrl ||
		arg.redirectUrl ||
		''
	);
}

/** Our flow's steps while WooCommerce's checkout is placing the order. */
const DURING_CHECKOUT: FlowStatus[] = [
	'creating-payment-method',
	'creating-order',
	'confirming',
];

export function useOrderCompletion(
	props: PaymentMethodProps,
	/** Shows a failure beside the method's fields (see useObserverFailure). */
	showAtFields?: ( message: string ) => void
): void {
	const latest = useLatest( props );
	const flow = usePaymentFlow();
	const flowStatus = useSelect(
		( select ) => select( stripeStore ).getFlowStatus(),
		[]
	);
	// The texts the store configured per error code.
	const settings = useSelect(
		( select ) => select( stripeStore ).getSettings(),
		[]
	);
	const fail = useObserverFailure( showAtFields );
	const { onCheckoutSuccess, onCheckoutFail } = props.eventRegistration;
	// WooCommerce runs the fail observers after a success observer's error,
	// and adds its own "Something went wrong" notice unless one of them
	// answers with a message (our message sits in a context of ours, which
	// its fallback check does not look at). Each observer's message becomes
	// a notice in WooCommerce's notices store, so the message is said once:
	// the success observer fails without one, and the fail observer that
	// WooCommerce runs next answers with the failure it was handed here.
	const failedAfterOrder = useRef( '' );
	const failAfterOrder = useCallback(
		( message: string ) => {
			failedAfterOrder.current = message;
			const { type } = fail( latest.current, message );
			return { type };
		},
		[ fail, latest ]
	);

	// An answer WooCommerce cannot read (broken JSON, an HTML page, a lost
	// connection) ends its checkout with its own notice, and no observer of
	// ours hears of it. Once the checkout is idle again, the attempt is
	// over: a flow still marked as placing the order would make every later
	// Place Order do nothing.
	const checkoutIdle = props.checkoutStatus?.isIdle ?? true;
	const wasIdle = useRef( checkoutIdle );
	useEffect( () => {
		const ended = checkoutIdle && ! wasIdle.current;
		wasIdle.current = checkoutIdle;
		if ( ended && DURING_CHECKOUT.includes( flowStatus ) ) {
			flow.done();
		}
	}, [ checkoutIdle, flowStatus, flow ] );

	useEffect(
		() =>
			onCheckoutSuccess( async ( arg ) => {
				const redirect = redirectOf( arg );
				failedAfterOrder.current = '';
				if ( ! hasConfirmationMarker( redirect ) ) {
					// WooCommerce follows whatever redirect the answer
					// carries: a `javascript:` one must stop here.
					if ( redirect && ! followableRedirect( redirect ) ) {
						return failAfterOrder( refreshAndRetryMessage() );
					}
					// Paid: WooCommerce takes the shopper to the order.
					flow.leaving();
					return true;
				}
				const result = await flow.complete( redirect );
				if ( ! result.ok ) {
					return failAfterOrder( result.message );
				}
				flow.leaving();
				return {
					type: latest.current.emitResponse.responseTypes.SUCCESS,
					redirectUrl: result.redirectUrl,
				};
			} ),
		[ onCheckoutSuccess, latest, flow, failAfterOrder ]
	);

	useEffect(
		() =>
			onCheckoutFail( async ( arg ) => {
				const message =
					arg.processingResponse?.paymentDetails?.errorMessage ||
					failedAfterOrder.current;
				failedAfterOrder.current = '';
				if ( ! message ) {
					flow.done();
					return true;
				}
				// The gateway may relay Stripe's own words: told in the
				// catalogue's. The mapping comes with the payment code,
				// loaded by the time an order fails.
				const { mapRelayedMessage } =
					await import( '../../core/messages/map-provider-error' );
				return fail(
					latest.current,
					mapRelayedMessage( message, {
						configured: settings?.errorMessages,
					} ),
					'failure'
				);
			} ),
		[ onCheckoutFail, latest, flow, fail, settings ]
	);
}
