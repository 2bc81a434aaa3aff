/**
 * One wallet's button in the block checkout's express area: Stripe's
 * Express Checkout Element mounted into this component, its amount
 * following the cart. What a click needs (the express session) loads when
 * the shopper first acts; the order is made through the Store API by the
 * session, as on every other page.
 */
import { useEffect, useRef } from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import type { StripeElements } from '@stripe/stripe-js';
import { rescaleAmount } from '../../core/amounts/rescale';
import { forwardToSession } from '../../core/express/element-events';
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import {
	expressElementOptions,
	expressElementsOptions,
} from '../../core/express/element-options';
import { clampButtonHeight } from '../../core/settings/button-options';
import { toNumber } from '../../core/settings/fields';
import type { ExpressDisplay, WalletKey } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe/index';
import { useLatest } from '../hooks/use-latest';
import type { ExpressMethodProps } from './types';

interface Props extends Partial< ExpressMethodProps > {
	wallet: WalletKey;
	settings: ExpressDisplay;
}

export function ExpressButton( props: Props ) {
	const box = useRef< HTMLDivElement >( null );
	const elementsRef = useRef< StripeElements | null >( null );
	const latest = useLatest( props );
	const { settings, wallet, billing } = props;
	const amount = billing
		? rescaleAmount(
				billing.cartTotal.value,
				billing.currency.minorUnit,
				settings.currencyDecimals
			)
		: 0;

	useEffect( () => {
		let gone = false;
		let destroy = () => {};
		( async () => {
			const stripe = await dispatch( stripeStore ).getStripe();
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
			const session = whenShopperActs( () =>
				import( /* webpackChunkName: "express" */ './sheet' ).then(
					( module ) =>
						module.createBlockSession( {
							stripe,
							elements,
							wallet,
							props: () => latest.current,
						} )
				)
			);
			element.on( 'ready', ( event ) => {
				if ( ! event.availablePaymentMethods?.[ wallet ] ) {
					box.current?.setAttribute( 'hidden', '' );
				}
			} );
			forwardToSession( element, session );
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
