/**
 * One wallet button's payment, the same on every page: the click (login
 * shops first ask the shopper to log in), the sheet's shipping events and
 * the confirmation (payment method or confirmation token, the order, then
 * the same confirmation path as the block checkout). The session neither
 * mounts the element nor delivers the result: the page's adapter does.
 */
import type {
	ClickResolveDetails,
	Stripe,
	StripeElements,
	StripeExpressCheckoutElementClickEvent as ClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import type { ExpressApi } from '../api/express-api';
import { mapProviderError } from '../messages/map-provider-error';
import { paymentFailedMessage } from '../messages/generic';
import {
	addToCartFailedMessage,
	finalTaxesNote,
	unconfirmedOrderMessage,
} from '../messages/express';
import type { CompletionResult } from '../stripe/types';
import type {
	ExpressSettings,
	PayForOrderData,
	WalletKey,
} from '../settings/types';
import { usesConfirmationToken } from './element-options';
import { loginConfirmationMessage } from './login-confirmation';
import { expressOrderPayload } from './order-payload';
import type { OrderPayloadInput } from './order-payload';
import { placeExpressOrder } from './place-order';
import type { PlaceOrderDeps } from './place-order';
import { createShippingHandlers } from './shipping-handlers';
import {
	hasUnconfirmedOrder,
	noteUnconfirmedOrder,
	orderMayExist,
} from './unconfirmed-order';
import { walletBrand } from './wallets';

/** The `wc/stripe` store's payment flow: one payment at a time. */
export interface ExpressFlow {
	/** False while another payment is under way. */
	begin: () => boolean | Promise< boolean >;
	fail: ( message: string ) => unknown;
	complete: ( redirect: string ) => Promise< CompletionResult >;
}

/** What the page the buttons sit on decides and does. */
export interface ExpressPage {
	/** The click's answer; null when the page refused it (and said why). */
	click: (
		event: ClickEvent
	) => ClickResolveDetails | null | Promise< ClickResolveDetails | null >;
	/** True once the cart holds what the sheet sells. */
	cartReady?: () => Promise< boolean >;
	/** Attribution, extra fields and note the order carries. */
	orderExtras: () => Pick<
		OrderPayloadInput,
		| 'attribution'
		| 'emptyFields'
		| 'additionalFields'
		| 'customerNote'
		| 'extensions'
	>;
	updateAmount: ( amount: number ) => void;
	notice: ( message: string ) => void;
	failure: ( message: string ) => void;
	success: ( redirectUrl: string ) => void;
	cancel: () => void;
	confirm: ( message: string ) => boolean;
	leave: ( url: string ) => void;
}

export interface ExpressSessionDeps {
	stripe: Stripe;
	elements: StripeElements;
	wallet: WalletKey;
	settings: Pick<
		ExpressSettings,
		| 'isProductPage'
		| 'hasFreeTrial'
		| 'loginConfirmation'
		| 'taxesBasedOnBilling'
	>;
	api: ExpressApi;
	storeApi: PlaceOrderDeps[ 'storeApi' ];
	payForOrder: PayForOrderData | null;
	flow: ExpressFlow;
	page: ExpressPage;
}

export function createExpressSession( deps: ExpressSessionDeps ) {
	const { stripe, elements, settings, page, flow } = deps;

	async function createMethod(): Promise<
		| { ok: true; paymentMethodId: string; confirmationTokenId: string }
		| { ok: false; message: string }
	> {
		const submitted = await elements.submit();
		if ( submitted.error ) {
			return {
				ok: false,
				message:
					mapProviderError( submitted.error ) ||
					paymentFailedMessage(),
			};
		}
		if ( usesConfirmationToken( deps.wallet, settings.hasFreeTrial ) ) {
			const result = await stripe.createConfirmationToken( {
				elements,
				params: { return_url: window.location.href },
			} );
			return result.error
				? {
						ok: false,
						message:
							mapProviderError( result.error ) ||
							paymentFailedMessage(),
					}
				: {
						ok: true,
						paymentMethodId: '',
						confirmationTokenId: result.confirmationToken.id,
					};
		}
		const result = await stripe.createPaymentMethod( { elements } );
		return result.error
			? {
					ok: false,
					message:
						mapProviderError( result.error ) ||
						paymentFailedMessage(),
				}
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
		const outcome = await placeExpressOrder(
			expressOrderPayload( {
				event,
				paymentMethodId: method.paymentMethodId,
				confirmationTokenId: method.confirmationTokenId,
				...page.orderExtras(),
			} ),
			deps
		);
		if ( outcome.ok ) {
			return flow.complete( outcome.redirect );
		}
		// An order for an existing order (pay for order) cannot be paid
		// twice: WooCommerce refuses an order that no longer needs payment.
		if (
			outcome.unanswered &&
			! deps.payForOrder &&
			( await orderMayExist( () =>
				deps.storeApi( deps.api.nonces().wcStoreApi ).getCart()
			) )
		) {
			noteUnconfirmedOrder();
			return { ok: false, message: unconfirmedOrderMessage() };
		}
		return { ok: false, message: outcome.message };
	}

	return {
		...createShippingHandlers( {
			api: deps.api,
			isProductPage: settings.isProductPage,
			updateAmount: page.updateAmount,
			cartReady: page.cartReady,
		} ),

		async onClick( event: ClickEvent ): Promise< void > {
			if ( hasUnconfirmedOrder() ) {
				event.reject();
				page.failure( unconfirmedOrderMessage() );
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
			const details = await page.click( event );
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
