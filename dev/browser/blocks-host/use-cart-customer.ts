/**
 * The cart and the shopper's addresses on it, kept in step with the Store
 * API: the cart is loaded once (with the saved addresses), address
 * changes are sent 300 ms after the last one, and choosing a shipping rate
 * posts it and takes the cart the answer brings.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { storeApi } from './api';
import { emptyAddress } from './address';
import type { Address } from './address';

const SAVED_PARTS = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
];

export function useCartCustomer( defaultCountry: string ) {
	const [ cart, setCart ] = useState< any >( null );
	const [ billing, setBilling ] = useState< Address >( {
		...emptyAddress( defaultCountry ),
		email: '',
	} );
	const [ shipping, setShipping ] = useState< Address >(
		emptyAddress( defaultCountry )
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
			const saved = answer.body.billing_address;
			setBilling( ( current ) => ( {
				...current,
				...saved,
				country: saved.country || current.country,
			} ) );
			// A customer's saved shipping address, when it is not their
			// billing one, is the one the checkout ships to.
			const savedShipping = answer.body.shipping_address;
			if (
				savedShipping?.address_1 &&
				SAVED_PARTS.some(
					( key ) =>
						( savedShipping[ key ] || '' ) !==
						( saved[ key ] || '' )
				)
			) {
				setShipping( ( current ) => ( {
					...current,
					...savedShipping,
				} ) );
				setSameAddress( false );
			}
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
