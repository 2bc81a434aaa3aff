/**
 * The cart and the shopper's addresses on it, kept in step with the Store
 * API: the cart is read once (WooCommerce preloads it, so apiFetch answers
 * from the page), and the addresses start as the cart's customer has them:
 * their country is the cart's (a new guest's is the store's default
 * location), never one the page picks; address changes are sent 300 ms
 * after the last one, and choosing a shipping rate posts it and takes the
 * cart the answer brings.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { storeApi } from './api';
import { emptyAddress } from './address';
import type { Address } from './address';
import { POSTAL_PARTS } from '../../server/woocommerce/includes/types';

function withSavedBilling( current: Address, cart: any ): Address {
	return { ...current, ...( cart?.billing_address || {} ) };
}

/**
 * A customer's saved shipping address, when it is not their billing one:
 * the address the checkout ships to (null: ship to the billing address).
 */
function savedShipping( cart: any ): Partial< Address > | null {
	const saved = cart?.billing_address || {};
	const shipping = cart?.shipping_address;
	return shipping?.address_1 &&
		POSTAL_PARTS.some(
			( key ) => ( shipping[ key ] || '' ) !== ( saved[ key ] || '' )
		)
		? shipping
		: null;
}

export function useCartCustomer() {
	const [ cart, setCart ] = useState< any >( null );
	const [ billing, setBilling ] = useState< Address >( () => ( {
		...emptyAddress( '' ),
		email: '',
	} ) );
	const [ shipping, setShipping ] = useState< Address >( () =>
		emptyAddress( '' )
	);
	const [ sameAddress, setSameAddress ] = useState( true );
	const [ selectingRate, setSelectingRate ] = useState( false );
	const timer = useRef< ReturnType< typeof setTimeout > | undefined >(
		undefined
	);

	useEffect( () => {
		storeApi( '/cart' ).then( ( answer ) => {
			if ( ! answer.ok ) {
				return;
			}
			setCart( answer.body );
			setBilling( ( current ) =>
				withSavedBilling( current, answer.body )
			);
			const other = savedShipping( answer.body );
			setShipping( ( current ) => ( {
				...current,
				...( other || answer.body.shipping_address ),
			} ) );
			setSameAddress( ! other );
		} );
	}, [] );

	const shippingAddress = sameAddress ? billing : shipping;
	const pushCustomer = useCallback(
		( nextBilling: Address, nextShipping: Address ) => {
			clearTimeout( timer.current );
			timer.current = setTimeout( () => {
				storeApi( '/cart/update-customer', 'POST', {
					billing_address: nextBilling,
					shipping_address: nextShipping,
				} ).then( ( answer ) => answer.ok && setCart( answer.body ) );
			}, 300 );
		},
		[]
	);
	const changeBilling = ( change: Partial< Address > ) => {
		const next = { ...billing, ...change };
		setBilling( next );
		pushCustomer( next, sameAddress ? next : shipping );
	};
	const replaceShipping = ( next: Address ) => {
		setSameAddress( false );
		setShipping( next );
		pushCustomer( billing, next );
	};
	const selectRate = ( rateId: string, packageId: number | string = 0 ) => {
		setSelectingRate( true );
		return storeApi( '/cart/select-shipping-rate', 'POST', {
			package_id: packageId,
			rate_id: rateId,
		} ).then( ( answer ) => {
			setSelectingRate( false );
			if ( answer.ok ) {
				setCart( answer.body );
			}
		} );
	};

	return {
		cart,
		setCart,
		billing,
		shipping,
		shippingAddress,
		sameAddress,
		setSameAddress,
		selectingRate,
		changeBilling,
		replaceShipping,
		selectRate,
	};
}
