/**
 * Which payment methods can pay for this cart (CONTRACTS §1 canMakePayment):
 * asked again when the cart's methods, its requirements or the billing
 * country change, with WooCommerce's real argument shape.
 */
import { useEffect, useState } from '@wordpress/element';
import type { Address } from './address';
import type { RegisteredMethod } from './registry';
import { registry } from './registry-client';

export function useAvailableMethods(
	cart: any,
	billing: Address,
	shippingAddress: Address,
	sortOrder: string[]
): RegisteredMethod[] {
	const [ available, setAvailable ] = useState< RegisteredMethod[] >( [] );
	const paymentMethodsKey = cart ? cart.payment_methods.join( ',' ) : '';
	const requirementsKey = cart ? cart.payment_requirements.join( ',' ) : '';
	useEffect( () => {
		if ( ! cart ) {
			return;
		}
		let cancelled = false;
		const arg = {
			cart: {
				cartItems: cart.items,
				cartTotals: cart.totals,
				cartNeedsShipping: cart.needs_shipping,
				billingAddress: billing,
				shippingAddress,
			},
			cartTotals: cart.totals,
			cartNeedsShipping: cart.needs_shipping,
			billingAddress: billing,
			billingData: billing,
			shippingAddress,
			selectedShippingMethods: {},
			paymentRequirements: cart.payment_requirements,
			paymentMethods: cart.payment_methods,
		};
		const candidates = registry()
			.orderedMethods( sortOrder )
			.filter( ( method ) =>
				cart.payment_methods.includes( method.name )
			);
		Promise.all(
			candidates.map( ( method ) => registry().canPay( method, arg ) )
		).then( ( answers ) => {
			if ( ! cancelled ) {
				setAvailable(
					candidates.filter( ( _, index ) => answers[ index ] )
				);
			}
		} );
		return () => {
			cancelled = true;
		};
		// Asked again only when what canMakePayment reads changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ paymentMethodsKey, billing.country, requirementsKey ] );
	return available;
}
