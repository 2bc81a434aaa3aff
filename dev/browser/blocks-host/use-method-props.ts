/**
 * The props a payment method's content, edit and saved-token component
 * receive, built as WooCommerce builds them. The cart total and total items
 * sit in a ref that is refreshed after each render, so a method sees a new
 * amount one render late, as it does in WooCommerce.
 */
import { useEffect, useRef } from '@wordpress/element';
import type { Address } from './address';
import { selectedRates } from './can-pay-arg';
import type { CheckoutStatus, PaymentStatus } from './flow';
import { NOTICE_CONTEXTS } from './notice-contexts';
import {
	LoadingMask,
	PaymentMethodIcons,
	PaymentMethodLabel,
	ValidationInputError,
} from './components/method-components';

export interface MethodPropsInput {
	cart: any;
	billing: Address;
	shipping: Address;
	activePaymentMethod: string;
	shouldSavePayment: boolean;
	checkoutStatus: CheckoutStatus;
	paymentStatus: PaymentStatus;
	eventRegistration: Record< string, unknown >;
	onSubmit: () => void;
	validate: () => Promise< { hasError: boolean } >;
	setShippingAddress: ( address: Address ) => void;
	setSelectedRates: ( rateId: string, packageId?: number | string ) => void;
	isSelectingRate: boolean;
	customerId: number;
	displayPricesIncludingTax: boolean;
	setExpressPaymentError: ( message?: string ) => void;
	/** A cart write is under way (the Cart block's quantities). */
	isCalculating?: boolean;
}

function totalItems( totals: any, needsShipping: boolean ) {
	const item = ( key: string, label: string ) => ( {
		key,
		label,
		value: parseInt( totals[ key ], 10 ),
		valueWithTax:
			parseInt( totals[ key ], 10 ) +
			parseInt( totals[ `${ key }_tax` ] || '0', 10 ),
	} );
	return [
		item( 'total_items', 'Subtotal:' ),
		item( 'total_fees', 'Fees:' ),
		item( 'total_discount', 'Discount:' ),
		{
			key: 'total_tax',
			label: 'Taxes:',
			value: parseInt( totals.total_tax, 10 ),
			valueWithTax: parseInt( totals.total_tax, 10 ),
		},
		...( needsShipping ? [ item( 'total_shipping', 'Shipping:' ) ] : [] ),
	];
}

const cartTotalOf = ( totals: any ) => ( {
	label: 'Total',
	value: parseInt( totals.total_price, 10 ),
} );

export function useMethodProps( input: MethodPropsInput ) {
	const { cart } = input;
	const totals = cart.totals;
	const cartTotal = useRef( cartTotalOf( totals ) );
	const cartTotalItems = useRef( totalItems( totals, cart.needs_shipping ) );
	useEffect( () => {
		cartTotal.current = cartTotalOf( totals );
		cartTotalItems.current = totalItems( totals, cart.needs_shipping );
	}, [ totals, cart.needs_shipping ] );
	return {
		activePaymentMethod: input.activePaymentMethod,
		shouldSavePayment: input.shouldSavePayment,
		onSubmit: input.onSubmit,
		validate: input.validate,
		billing: {
			appliedCoupons: cart.coupons,
			billingAddress: input.billing,
			billingData: input.billing,
			cartTotal: cartTotal.current,
			cartTotalItems: cartTotalItems.current,
			currency: {
				code: totals.currency_code,
				symbol: totals.currency_symbol,
				thousandSeparator: totals.currency_thousand_separator,
				decimalSeparator: totals.currency_decimal_separator,
				minorUnit: totals.currency_minor_unit,
				prefix: totals.currency_prefix,
				suffix: totals.currency_suffix,
			},
			customerId: input.customerId,
			displayPricesIncludingTax: input.displayPricesIncludingTax,
		},
		cartData: {
			cartItems: cart.items,
			cartFees: cart.fees,
			extensions: cart.extensions,
		},
		checkoutStatus: {
			isCalculating: !! input.isCalculating,
			isComplete: input.checkoutStatus === 'complete',
			isIdle: input.checkoutStatus === 'idle',
			isProcessing: input.checkoutStatus === 'processing',
		},
		paymentStatus: {
			isIdle: input.paymentStatus === 'idle',
			isStarted: input.paymentStatus === 'express_started',
			isProcessing: input.paymentStatus === 'processing',
			hasError: input.paymentStatus === 'has_error',
			isReady: input.paymentStatus === 'ready',
			isDoingExpressPayment: input.paymentStatus === 'express_started',
		},
		shippingData: {
			isSelectingRate: input.isSelectingRate,
			needsShipping: cart.needs_shipping,
			selectedRates: selectedRates( cart ),
			setSelectedRates: input.setSelectedRates,
			setShippingAddress: input.setShippingAddress,
			shippingAddress: input.shipping,
			shippingRates: cart.shipping_rates,
			shippingRatesLoading: false,
		},
		shippingStatus: {
			shippingErrorStatus: {
				isPristine: true,
				isValid: true,
				hasInvalidAddress: false,
				hasError: false,
			},
			shippingErrorTypes: {
				NONE: 'none',
				INVALID_ADDRESS: 'invalid_address',
				UNKNOWN: 'unknown_error',
			},
		},
		components: {
			LoadingMask,
			PaymentMethodIcons,
			PaymentMethodLabel,
			ValidationInputError,
		},
		emitResponse: {
			noticeContexts: NOTICE_CONTEXTS,
			responseTypes: {
				SUCCESS: 'success',
				FAIL: 'failure',
				ERROR: 'error',
			},
		},
		eventRegistration: input.eventRegistration,
		setExpressPaymentError: input.setExpressPaymentError,
	};
}
