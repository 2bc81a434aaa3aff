/**
 * The block checkout's wrapper over the core Payment Element: created once the
 * page's Stripe.js is ready and the container is in the page, updated as the
 * cart changes, destroyed with the component. A Stripe.js or element load
 * failure ends in 'failed' (the method shows its load error) instead of a
 * spinner that never stops.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import type { RefObject } from 'react';
import type { PaymentMethodId } from '../../core/payment-methods/types';
import { createPaymentElement } from '../../core/payment-element/payment-element';
import {
	type ElementAmounts,
	type PaymentElementHandle,
} from '../../core/payment-element';
import { pageFontSources } from '../../core/appearance/trusted-fonts';
import type { GatewaySettings } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe/index';

export type PaymentElementState =
	| { status: 'loading' }
	| { status: 'ready'; handle: PaymentElementHandle }
	| { status: 'failed' };

interface Input {
	methodId: PaymentMethodId;
	settings: GatewaySettings;
	amounts: ElementAmounts;
	container: RefObject< HTMLDivElement | null >;
}

export function usePaymentElement( {
	methodId,
	settings,
	amounts,
	container,
}: Input ): PaymentElementState {
	const [ state, setState ] = useState< PaymentElementState >( {
		status: 'loading',
	} );
	const {
		getStripe,
		resolveAppearance,
		setMethodElements,
		setMethodLoadError,
	} = useDispatch( stripeStore );
	// The first render's amounts create the element; later ones update it.
	const initialAmounts = useRef( amounts );

	useEffect( () => {
		let cancelled = false;
		let handle: PaymentElementHandle | null = null;
		const fail = () => {
			if ( ! cancelled ) {
				setMethodLoadError( methodId, true );
				setState( { status: 'failed' } );
			}
		};
		Promise.all( [
			getStripe(),
			resolveAppearance( { isBlockCheckout: true } ),
		] ).then( ( [ stripe, appearance ] ) => {
			if ( cancelled ) {
				return;
			}
			if ( ! stripe || ! container.current ) {
				fail();
				return;
			}
			handle = createPaymentElement( stripe, {
				...initialAmounts.current,
				methodId,
				isChangingPayment: settings.isChangingPayment,
				appearance,
				fonts: pageFontSources(),
				layout: settings.elementLayout,
				enabledBillingFields: settings.enabledBillingFields,
				onLoadError: fail,
			} );
			handle.mount( container.current );
			setMethodElements( methodId, handle.elements, handle.element );
			setMethodLoadError( methodId, false );
			setState( { status: 'ready', handle } );
		}, fail );
		return () => {
			cancelled = true;
			handle?.destroy();
		};
		// Created once per mount: later changes go through update().
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ methodId, settings ] );

	const { totalMinor, currency, currencyMinorUnit, saveForLater } = amounts;
	const handle = state.status === 'ready' ? state.handle : null;
	useEffect( () => {
		handle?.update( {
			totalMinor,
			currency,
			currencyMinorUnit,
			saveForLater,
		} );
	}, [ handle, totalMinor, currency, currencyMinorUnit, saveForLater ] );

	return state;
}
