/**
 * Mounts one method's deferred-intent Payment Element and keeps it in step with
 * the cart: amount, currency and mode change through `elements.update()`, never
 * a remount, so what the shopper typed stays. A Stripe.js or element load
 * failure ends in 'failed' (the method shows its load error) instead of a
 * spinner that never stops.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import type { RefObject } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { GatewaySettings } from '../../core/settings/types';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import {
	buildElementsOptions,
	buildPaymentElementOptions,
	elementsUpdateFor,
	getStripe,
} from '../../core/stripe';
import type { ElementsOptionsInput } from '../../core/stripe/elements-options';
import { store as stripeStore } from '../../stores/stripe';

export type PaymentElementState =
	| { status: 'loading' }
	| { status: 'ready'; stripe: Stripe; elements: StripeElements }
	| { status: 'failed' };

interface Input {
	methodId: PaymentMethodId;
	settings: GatewaySettings;
	options: Omit< ElementsOptionsInput, 'methodId' >;
	container: RefObject< HTMLDivElement | null >;
}

export function usePaymentElement( {
	methodId,
	settings,
	options,
	container,
}: Input ): PaymentElementState {
	const [ state, setState ] = useState< PaymentElementState >( {
		status: 'loading',
	} );
	const { setMethodElements, setMethodLoadError } =
		useDispatch( stripeStore );
	// The first render's options create the element; later ones only update it.
	const initialOptions = useRef( options );

	useEffect( () => {
		let cancelled = false;
		let destroy = () => {};
		const fail = () => {
			if ( ! cancelled ) {
				setMethodLoadError( methodId, true );
				setState( { status: 'failed' } );
			}
		};
		getStripe( settings.publishableKey, {
			locale: settings.locale,
			apiVersion: settings.apiVersion,
		} ).then( ( stripe ) => {
			if ( cancelled ) {
				return;
			}
			if ( ! stripe || ! container.current ) {
				fail();
				return;
			}
			const elements = stripe.elements(
				buildElementsOptions( {
					...initialOptions.current,
					methodId,
				} ) as Parameters< Stripe[ 'elements' ] >[ 0 ]
			);
			const element = elements.create(
				'payment',
				buildPaymentElementOptions(
					settings.enabledBillingFields,
					settings.elementLayout
				) as Parameters< typeof elements.create >[ 1 ]
			);
			element.on( 'loaderror', fail );
			element.mount( container.current );
			destroy = () => element.destroy();
			setMethodElements( methodId, elements, element );
			setMethodLoadError( methodId, false );
			setState( { status: 'ready', stripe, elements } );
		}, fail );
		return () => {
			cancelled = true;
			destroy();
		};
		// Created once per mount: later option changes go through update().
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ methodId, settings ] );

	const { totalMinor, currency, currencyMinorUnit, saveForLater } = options;
	const elements = state.status === 'ready' ? state.elements : null;
	useEffect( () => {
		if ( ! elements ) {
			return;
		}
		elements.update(
			elementsUpdateFor( {
				...initialOptions.current,
				methodId,
				totalMinor,
				currency,
				currencyMinorUnit,
				saveForLater,
			} ) as Parameters< StripeElements[ 'update' ] >[ 0 ]
		);
	}, [
		elements,
		methodId,
		totalMinor,
		currency,
		currencyMinorUnit,
		saveForLater,
	] );

	return state;
}
