/**
 * One wallet's button in the block checkout's express area: Stripe's
 * Express Checkout Element mounted into this component, with the one
 * express session. WooCommerce's props carry the cart (lines, shipping)
 * and its onClick / onClose / onError; the order is made through the Store
 * API by the session, as on every other page.
 */
import { useEffect, useRef } from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import type { StripeElements } from '@stripe/stripe-js';
import { createExpressApi } from '../../core/api/express-api';
import { createStoreApi } from '../../core/api/store-api';
import { lineItemsFromTotals } from '../../core/amounts/line-items';
import { parseMoney, rescaleAmount } from '../../core/amounts/rescale';
import { clickResolveDetails } from '../../core/express/click-details';
import {
	expressElementOptions,
	expressElementsOptions,
} from '../../core/express/element-options';
import { readOrderAttribution } from '../../core/express/order-attribution';
import { createExpressSession } from '../../core/express/session';
import { clampButtonHeight } from '../../core/settings/button-options';
import { toNumber } from '../../core/settings/fields';
import type { ExpressSettings, WalletKey } from '../../core/settings/types';
import { createTransport } from '../../core/transport/transport';
import { store as stripeStore } from '../../stores/stripe';
import { useLatest } from '../hooks/use-latest';
import type { ExpressMethodProps } from './types';

interface Props extends Partial< ExpressMethodProps > {
	wallet: WalletKey;
	settings: ExpressSettings;
}

export function ExpressButton( props: Props ) {
	const box = useRef< HTMLDivElement >( null );
	const elementsRef = useRef< StripeElements | null >( null );
	const latest = useLatest( props );
	const { settings, wallet, billing } = props;
	const decimals = settings.checkout.currencyDecimals;
	const amount = billing
		? rescaleAmount(
				billing.cartTotal.value,
				billing.currency.minorUnit,
				decimals
			)
		: 0;

	useEffect( () => {
		let gone = false;
		let destroy = () => {};
		const store = dispatch( stripeStore );
		( async () => {
			const stripe = await store.getStripe();
			const current = latest.current;
			if ( ! stripe || gone || ! box.current || ! current.billing ) {
				return;
			}
			const attributes = current.buttonAttributes || {};
			const button = {
				...settings.button,
				height: clampButtonHeight(
					attributes.height ?? settings.button.height
				),
				radius:
					toNumber( attributes.borderRadius ) ??
					settings.button.radius,
			};
			const elements = stripe.elements(
				expressElementsOptions( {
					wallets: [ wallet ],
					amount,
					currency: current.billing.currency.code,
					locale: settings.locale,
					button,
					hasFreeTrial: settings.hasFreeTrial,
				} )
			);
			elementsRef.current = elements;
			const element = elements.create(
				'expressCheckout',
				expressElementOptions( [ wallet ], button )
			);
			const transport = createTransport();
			const session = createExpressSession( {
				stripe,
				elements,
				wallet,
				settings,
				api: createExpressApi( settings, transport ),
				storeApi: ( nonce ) => createStoreApi( { nonce }, transport ),
				payForOrder: null,
				flow: {
					begin: () => store.beginFlow( 'creating-order' ),
					fail: store.failFlow,
					complete: store.completeOrder,
				},
				page: {
					click() {
						const now = latest.current;
						if ( ! now.billing || ! now.shippingData ) {
							return null;
						}
						now.onClick?.();
						const { currency, cartTotal, cartTotalItems } =
							now.billing;
						const charge = rescaleAmount(
							cartTotal.value,
							currency.minorUnit,
							decimals
						);
						const rates =
							now.shippingData.shippingRates[ 0 ]
								?.shipping_rates || [];
						return clickResolveDetails( {
							lineItems: lineItemsFromTotals(
								cartTotalItems,
								charge,
								currency.minorUnit,
								decimals
							),
							requestShipping: now.shippingData.needsShipping,
							requestPhone: settings.checkout.needsPayerPhone,
							shippingRates: [ ...rates ]
								.sort(
									( a, b ) =>
										Number( !! b.selected ) -
										Number( !! a.selected )
								)
								.map( ( rate ) => ( {
									id: rate.rate_id,
									displayName: rate.name,
									amount: rescaleAmount(
										parseMoney( rate.price ),
										currency.minorUnit,
										decimals
									),
								} ) ),
							defaultShippingOption:
								settings.checkout.defaultShippingOption,
							allowedShippingCountries:
								settings.allowedShippingCountries,
						} );
					},
					orderExtras: () => ( {
						attribution: readOrderAttribution(),
					} ),
					updateAmount: ( next ) =>
						elements.update( { amount: next } ),
					notice: () => {},
					failure: ( message ) => latest.current.onError?.( message ),
					success: ( url ) => window.location.assign( url ),
					cancel: () => latest.current.onClose?.(),
					// WooCommerce asks with the browser's own dialog.
					// eslint-disable-next-line no-alert
					confirm: ( message ) => window.confirm( message ),
					leave: ( url ) => window.location.assign( url ),
				},
			} );
			element.on( 'ready', ( event ) => {
				if ( ! event.availablePaymentMethods?.[ wallet ] ) {
					box.current?.setAttribute( 'hidden', '' );
				}
			} );
			element.on( 'click', session.onClick );
			element.on(
				'shippingaddresschange',
				session.onShippingAddressChange
			);
			element.on( 'shippingratechange', session.onShippingRateChange );
			element.on( 'confirm', session.onConfirm );
			element.on( 'cancel', session.onCancel );
			element.mount( box.current );
			destroy = () => element.destroy();
		} )();
		return () => {
			gone = true;
			destroy();
		};
		// The element is made once; amounts follow below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		elementsRef.current?.update( { amount } );
	}, [ amount ] );

	return <div ref={ box } style={ { minHeight: 40 } } />;
}
