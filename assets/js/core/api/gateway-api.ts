/**
 * The gateway's own ajax calls, typed. Each sends its nonce as
 * `_ajax_nonce` through wc-ajax with the `wc_stripe_` prefix, as the
 * plugin registers them (woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php, 8.8.0 and 10.x), and each
 * answers WordPress's `{success, data}`.
 */
import type { Appearance } from '../appearance/types';
import type { GatewayNonces } from '../settings/types';
import { fromWpEnvelope } from './results';
import { failureOf } from '../transport/api-result';
import { refreshAndRetryMessage } from '../messages/generic';
import { gatewayAction, wcAjaxUrl } from '../transport/urls';
import type { ApiResult, FormValue, Transport } from '../transport/types';

export interface GatewayApiConfig {
	ajaxUrl: string;
	wpAjaxUrl: string;
	nonces: GatewayNonces;
}

export interface IntentSecret {
	id: string;
	client_secret: string;
}

export interface SetupIntentResult {
	id?: string;
	status: string;
	next_action?: { type?: string; redirect_to_url?: { url?: string } } | null;
	payment_type?: string;
	return_url?: string;
	client_secret: string;
}

export interface OrderStatusArgs {
	orderId: number;
	intentId: string;
	paymentMethodId: string;
	nonce: string;
}

export type GatewayApi = ReturnType< typeof createGatewayApi >;

/** WordPress's `wp_send_json_success()` / `_error()` envelope. */
type WpAnswer< T > = { success?: boolean; data?: T } | null;

export function createGatewayApi(
	config: GatewayApiConfig,
	transport: Transport
) {
	const post = < T >( action: string, form: Record< string, FormValue > ) =>
		transport
			.request< WpAnswer< T > >( {
				url: wcAjaxUrl( config.ajaxUrl, gatewayAction( action ) ),
				form,
			} )
			.then( ( result ) => fromWpEnvelope< T >( result ) );

	return {
		initSetupIntent( paymentMethodType: string ) {
			return post< IntentSecret >( 'init_setup_intent', {
				payment_method_type: paymentMethodType,
				_ajax_nonce: config.nonces.createSetupIntent,
			} );
		},

		createPaymentIntent( orderId: number, paymentMethodType: string ) {
			return post< IntentSecret >( 'create_payment_intent', {
				stripe_order_id: orderId,
				payment_method_type: paymentMethodType,
				_ajax_nonce: config.nonces.createPaymentIntent,
			} );
		},

		/**
		 * The plugin registers it on wc-ajax only; our specification names
		 * admin-ajax (`wp_ajax_url`). wc-ajax first: a WooCommerce that runs
		 * no handler for it answers 200 with an empty body, and only then,
		 * nothing having been set up, the same attempt goes to admin-ajax.
		 * Any other answer (even a lost one) may mean it ran: never twice.
		 */
		async createAndConfirmSetupIntent( args: {
			paymentMethodId: string;
			paymentMethodType: string;
			/** The shopper ticked "update all my subscriptions". */
			updateAllSubscriptions?: boolean;
		} ): Promise< ApiResult< SetupIntentResult > > {
			const action = gatewayAction( 'create_and_confirm_setup_intent' );
			const form = {
				'wc-stripe-payment-method': args.paymentMethodId,
				'wc-stripe-payment-type': args.paymentMethodType,
				_ajax_nonce: config.nonces.createAndConfirmSetupIntent,
				update_all_subscription_payment_methods:
					args.updateAllSubscriptions ? true : undefined,
			};
			if ( config.ajaxUrl ) {
				const viaWcAjax = await transport.request<
					WpAnswer< SetupIntentResult >
				>( { url: wcAjaxUrl( config.ajaxUrl, action ), form } );
				const unhandled =
					viaWcAjax.ok &&
					viaWcAjax.data === null &&
					!! config.wpAjaxUrl;
				if ( ! unhandled ) {
					return fromWpEnvelope( viaWcAjax );
				}
			}
			if ( ! config.wpAjaxUrl ) {
				return { ok: false, message: refreshAndRetryMessage() };
			}
			return fromWpEnvelope(
				await transport.request< WpAnswer< SetupIntentResult > >( {
					url: config.wpAjaxUrl,
					form: { action, ...form },
				} )
			);
		},

		async updatePaymentIntent( args: {
			orderId: number;
			intentId: string;
			savePaymentMethod: boolean;
			selectedType: string;
		} ): Promise< ApiResult< null > > {
			// A setup intent has no amount or order to update.
			if ( args.intentId.startsWith( 'seti_' ) ) {
				return { ok: true, data: null };
			}
			const result = await transport.request<
				WpAnswer< unknown > & { result?: string; messages?: string }
			>( {
				url: wcAjaxUrl(
					config.ajaxUrl,
					gatewayAction( 'update_payment_intent' )
				),
				form: {
					stripe_order_id: args.orderId,
					wc_payment_intent_id: args.intentId,
					save_payment_method: args.savePaymentMethod ? 'yes' : 'no',
					selected_upe_payment_type: args.selectedType,
					_ajax_nonce: config.nonces.updatePaymentIntent,
				},
			} );
			if ( ! result.ok ) {
				return failureOf( result );
			}
			// The plugin answers {success, data} (update_payment_intent_ajax(),
			// 8.8.0); our specification {result, messages}: both are read.
			if ( typeof result.data?.success === 'boolean' ) {
				const answer = fromWpEnvelope( result );
				return answer.ok ? { ok: true, data: null } : answer;
			}
			if ( result.data?.result === 'failure' ) {
				return { ok: false, message: result.data.messages || '' };
			}
			return { ok: true, data: null };
		},

		updateOrderStatus( args: OrderStatusArgs ) {
			return post< { return_url: string } >( 'update_order_status', {
				order_id: args.orderId,
				intent_id: args.intentId,
				payment_method_id: args.paymentMethodId,
				_ajax_nonce: args.nonce,
			} );
		},

		confirmChangePayment( args: OrderStatusArgs ) {
			return post< { return_url: string } >( 'confirm_change_payment', {
				order_id: args.orderId,
				intent_id: args.intentId,
				payment_method_id: args.paymentMethodId,
				_ajax_nonce: args.nonce,
			} );
		},

		/** Best effort: the order is failed either way; errors are ignored. */
		async updateFailedOrder( args: {
			intentId: string;
			orderId: number;
		} ): Promise< ApiResult< null > > {
			await post( 'update_failed_order', {
				intent_id: args.intentId,
				order_id: args.orderId,
				_ajax_nonce: config.nonces.updateFailedOrder,
			} );
			return { ok: true, data: null };
		},

		saveAppearance( args: {
			appearance: Appearance;
			isBlockCheckout: boolean;
			themeName: string;
		} ) {
			return post< unknown >( 'save_appearance', {
				appearance: JSON.stringify( args.appearance ),
				is_block_checkout: args.isBlockCheckout ? 'yes' : 'no',
				theme_name: args.themeName,
				_ajax_nonce: config.nonces.saveAppearance,
			} );
		},
	};
}
