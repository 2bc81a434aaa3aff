/**
 * The argument WooCommerce hands every canMakePayment: the cart in camelCase
 * (about twenty fields), the addresses the cart holds, the chosen shipping
 * rate per package, and the cart's payment methods and requirements.
 */
import type { Address } from './address';

export function selectedRates( cart: any ): Record< string, string > {
	const chosen: Record< string, string > = {};
	for ( const pack of cart.shipping_rates || [] ) {
		const rate = ( pack.shipping_rates || [] ).find(
			( item: any ) => item.selected
		);
		if ( rate ) {
			chosen[ pack.package_id ] = rate.rate_id;
		}
	}
	return chosen;
}

export function canPayArgument(
	cart: any,
	billingAddress: Address,
	shippingAddress: Address,
	receiveCart: ( cart: unknown ) => void
) {
	return {
		cart: {
			cartCoupons: cart.coupons,
			cartItems: cart.items,
			crossSellsProducts: cart.cross_sells,
			cartFees: cart.fees,
			cartItemsCount: cart.items_count,
			cartItemsWeight: cart.items_weight,
			cartNeedsPayment: cart.needs_payment,
			cartNeedsShipping: cart.needs_shipping,
			cartItemErrors: cart.errors,
			cartTotals: cart.totals,
			cartIsLoading: false,
			cartErrors: [],
			billingData: billingAddress,
			billingAddress,
			shippingAddress,
			extensions: cart.extensions,
			shippingRates: cart.shipping_rates,
			isLoadingRates: false,
			cartHasCalculatedShipping: cart.has_calculated_shipping,
			paymentRequirements: cart.payment_requirements,
			receiveCart,
		},
		cartTotals: cart.totals,
		cartNeedsShipping: cart.needs_shipping,
		billingData: billingAddress,
		billingAddress,
		shippingAddress,
		selectedShippingMethods: selectedRates( cart ),
		paymentMethods: cart.payment_methods,
		paymentRequirements: cart.payment_requirements,
	};
}
