/**
 * The methods that can pay for this cart, regular and express, asked again a
 * second after anything in the cart or the addresses changes (WooCommerce
 * re-checks on every cart store change, debounced by one second).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { Address } from './address';
import { canPayArgument } from './can-pay-arg';
import { availableMethodNames } from './check-methods';
import type { CheckInput } from './check-methods';
import { registry } from './registry-client';

const RECHECK_AFTER_MS = 1000;

export interface Availability {
	regular: string[];
	express: string[];
	/** False until the first check has answered (WooCommerce's "initialized"). */
	checked: boolean;
}

export function useAvailableMethods( input: {
	cart: any;
	billing: Address;
	shipping: Address;
	sortOrder: string[];
	isAdmin: boolean;
	setCart: ( cart: unknown ) => void;
	addNotice: CheckInput[ 'addNotice' ];
} ): Availability {
	const [ available, setAvailable ] = useState< Availability >( {
		regular: [],
		express: [],
		checked: false,
	} );
	const latest = useRef( input );
	latest.current = input;
	const checked = useRef( false );
	const { cart, billing, shipping } = input;
	useEffect( () => {
		if ( ! cart ) {
			return;
		}
		let cancelled = false;
		const check = async () => {
			const { sortOrder, isAdmin, addNotice, setCart } = latest.current;
			const arg = canPayArgument( cart, billing, shipping, setCart );
			const common = { sortOrder, isAdmin, addNotice, arg };
			const regular = await availableMethodNames( {
				...common,
				methods: registry().getPaymentMethods(),
				express: false,
			} );
			const express = await availableMethodNames( {
				...common,
				methods: registry().getExpressPaymentMethods(),
				express: true,
			} );
			if ( ! cancelled ) {
				setAvailable( { regular, express, checked: true } );
			}
		};
		const timer = setTimeout(
			check,
			checked.current ? RECHECK_AFTER_MS : 0
		);
		checked.current = true;
		return () => {
			cancelled = true;
			clearTimeout( timer );
		};
	}, [ cart, billing, shipping ] );
	return available;
}
