/**
 * One wallet button's payment, the same on every page: the click (login
 * shops first ask the shopper to log in), the sheet's shipping events and
 * the confirmation (payment method or confirmation token, the order, then
 * the same confirmation path as the block checkout; the order from the
 * page's own cart, the Store API's, or the page's own way). The session neither
 * mounts the element nor delivers the result: the page's adapter does.
 * A purchase that may have gone through unseen is marked unconfirmed
 * (unconfirmed-order.ts), and no tap pays again until the shop says what
 * became of it.
 */
import type {
	StripeExpressCheckoutElementClickEvent as ClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeError,
} from '@stripe/stripe-js';
import { mapProviderError } from '../messages/map-provider-error';
import { paymentFailedMessage } from '../messages/generic';
import {
	addToCartFailedMessage,
	earlierOrderCheckMessage,
	finalTaxesNote,
} from '../messages/express';
import { usesConfirmationToken } from './element-options';
import { loginConfirmationMessage } from './login-confirmation';
import { expressOrderPayload } from './order-payload';
import { placeExpressOrder } from './place-order';
import { createShippingHandlers } from './shipping-handlers';
import { tapDeadline } from './tap-deadline';
import { createUnconfirmedGuard } from './unconfirmed-guard';
import { createUnconfirmedMarks } from './unconfirmed-order';
import type { CompletionResult } from '../stripe/types';
import { walletBrand } from './wallets';
import type { ExpressSessionDeps } from './session-deps';

/** What the wallet's sheet made: a method or a confirmation token to pay with. */
type CreatedMethod =
	| { ok: true; paymentMethodId: string; confirmationTokenId: string }
	| { ok: false; message: string };

/** Stripe's refusal in the shopper's words (ours when Stripe says nothing). */
const refused = ( error: StripeError ): CreatedMethod => ( {
	ok: false,
	message: mapProviderError( error ) || paymentFailedMessage(),
} );

export function createExpressSession( deps: ExpressSessionDeps ) {
	const { stripe, elements, settings, page, flow } = deps;

	const guard = createUnconfirmedGuard( {
		marks: deps.marks || createUnconfirmedMarks(),
		readCart: () => deps.storeApi( deps.api.nonces().wcStoreApi ).getCart(),
		readKeptCart: page.readKeptCart,
		ownCart: page.ownCart,
		tell: page.failure,
	} );

	/**
	 * The check before a tap, one at a time: a tap while the shop is still
	 * being asked waits for the same answer, and a check that outlived its
	 * tap answers the next one (its verdict is kept in the marks).
	 */
	let checking: Promise< boolean > | null = null;
	const checkBeforeTap = () =>
		( checking ||= guard.beforeTap().finally( () => {
			checking = null;
		} ) );

	async function createMethod(): Promise< CreatedMethod > {
		const submitted = await elements.submit();
		if ( submitted.error ) {
			return refused( submitted.error );
		}
		if ( usesConfirmationToken( deps.wallet, settings.hasFreeTrial ) ) {
			const result = await stripe.createConfirmationToken( {
				elements,
				params: { return_url: window.location.href },
			} );
			return result.error
				? refused( result.error )
				: {
						ok: true,
						paymentMethodId: '',
						confirmationTokenId: result.confirmationToken.id,
					};
		}
		const result = await stripe.createPaymentMethod( { elements } );
		return result.error
			? refused( result.error )
			: {
					ok: true,
					paymentMethodId: result.paymentMethod.id,
					confirmationTokenId: '',
				};
	}

	async function pay(
		event: StripeExpressCheckoutElementConfirmEvent
	): Promise< CompletionResult > {
		if ( page.cartReady && ! ( await page.cartReady() ) ) {
			return { ok: false, message: addToCartFailedMessage() };
		}
		const method = await createMethod();
		if ( ! method.ok ) {
			return method;
		}
		const payload = expressOrderPayload( {
			event,
			paymentMethodId: method.paymentMethodId,
			confirmationTokenId: method.confirmationTokenId,
			...page.orderExtras(),
		} );
		let outcome;
		if ( page.ownCart ) {
			outcome = await placeExpressOrder( payload, {
				...deps,
				storeApi: page.ownCart.orderStore,
			} );
		} else if ( page.placeOrder ) {
			outcome = await page.placeOrder( payload );
		} else {
			outcome = await placeExpressOrder( payload, deps );
		}
		if ( outcome.ok ) {
			const completed = await flow.complete( outcome.redirect );
			return ! completed.ok && completed.unconfirmed
				? guard.note()
				: completed;
		}
		// An existing order (pay for order) cannot be paid twice:
		// WooCommerce refuses an order that no longer needs payment.
		if ( outcome.unanswered && ! deps.payForOrder ) {
			return guard.note();
		}
		return { ok: false, message: outcome.message };
	}

	return {
		...createShippingHandlers( {
			api: deps.api,
			isProductPage: settings.isProductPage,
			updateAmount: page.updateAmount,
			cartReady: page.cartReady,
			notReady: () => page.failure( addToCartFailedMessage() ),
			quotes: page.ownCart?.quotes,
			restateLines: page.restateQuote,
		} ),

		async onClick( event: ClickEvent ): Promise< void > {
			// Answered within Stripe's second, whatever the shop does.
			const deadline = tapDeadline();
			const check = checkBeforeTap();
			const checked = await deadline.within( check );
			if ( ! checked.done ) {
				event.reject();
				page.status( earlierOrderCheckMessage() );
				// Once the shop answered, the line has nothing left to say:
				// the guard told its verdict, if any, where failures go.
				check.then( () => page.status( '' ) );
				return;
			}
			if ( ! checked.value ) {
				event.reject();
				return;
			}
			const login = settings.loginConfirmation;
			if ( login ) {
				event.reject();
				const message = loginConfirmationMessage(
					login.message,
					walletBrand( event.expressPaymentType )
				);
				if ( page.confirm( message ) ) {
					page.leave( login.redirectUrl );
				}
				return;
			}
			const details = await page.click( event, deadline );
			if ( ! details ) {
				event.reject();
				return;
			}
			if ( settings.taxesBasedOnBilling ) {
				page.notice( finalTaxesNote() );
			}
			event.resolve( details );
		},

		async onConfirm(
			event: StripeExpressCheckoutElementConfirmEvent
		): Promise< void > {
			// A second tap while the first is paying changes nothing.
			if ( ! ( await flow.begin() ) ) {
				return;
			}
			let result: CompletionResult;
			try {
				result = await pay( event );
			} catch {
				result = { ok: false, message: paymentFailedMessage() };
			}
			if ( result.ok ) {
				page.success( result.redirectUrl );
				return;
			}
			flow.fail( result.message );
			event.paymentFailed( { reason: 'fail', message: result.message } );
			page.failure( result.message );
		},

		onCancel(): void {
			page.cancel();
		},
	};
}

export type ExpressSession = ReturnType< typeof createExpressSession >;
