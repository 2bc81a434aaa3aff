/**
 * The props a payment method's content receives (CONTRACTS §1), built from
 * the host's state.
 */
import { CONTEXTS } from './flow';
import type { CheckoutStatus, PaymentStatus } from './flow';
import type { Address } from './address';

export const NOTICE_CONTEXTS = {
	...CONTEXTS,
	CONTACT_INFORMATION: 'wc/checkout/contact-information',
	SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
	BILLING_ADDRESS: 'wc/checkout/billing-address',
	SHIPPING_METHODS: 'wc/checkout/shipping-methods',
	CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
	ORDER_INFORMATION: 'wc/checkout/order-information',
};

const LoadingMask = ( { children }: { children?: unknown } ) =>
	children as never;
const PaymentMethodLabel = ( { text }: { text: string } ) => text as never;
const PaymentMethodIcons = () => null;
const ValidationInputError = ( { errorMessage }: { errorMessage?: string } ) =>
	( errorMessage || null ) as never;

export function methodProps( input: {
	cart: any;
	billing: Address;
	shipping: Address;
	activePaymentMethod: string;
	shouldSavePayment: boolean;
	checkoutStatus: CheckoutStatus;
	paymentStatus: PaymentStatus;
	eventRegistration: Record< string, unknown >;
	onSubmit: () => void;
	currency: any;
	customerId: number;
} ) {
	const t = input.cart.totals;
	const item = ( key: string, label: string ) => ( {
		key,
		label,
		value: Number( t[ key ] || 0 ),
		valueWithTax: Number( t[ key ] || 0 ),
	} );
	return {
		activePaymentMethod: input.activePaymentMethod,
		shouldSavePayment: input.shouldSavePayment,
		onSubmit: input.onSubmit,
		billing: {
			billingAddress: input.billing,
			billingData: input.billing,
			appliedCoupons: input.cart.coupons,
			cartTotal: { label: 'Total', value: Number( t.total_price ) },
			cartTotalItems: [
				item( 'total_items', 'Subtotal:' ),
				item( 'total_fees', 'Fees:' ),
				item( 'total_discount', 'Discount:' ),
				item( 'total_tax', 'Taxes:' ),
				...( input.cart.needs_shipping
					? [ item( 'total_shipping', 'Shipping:' ) ]
					: [] ),
			],
			currency: {
				code: t.currency_code,
				symbol: t.currency_symbol,
				thousandSeparator: t.currency_thousand_separator,
				decimalSeparator: t.currency_decimal_separator,
				minorUnit: t.currency_minor_unit,
				prefix: t.currency_prefix,
				suffix: t.currency_suffix,
			},
			customerId: input.customerId,
			displayPricesIncludingTax: false,
		},
		cartData: {
			cartItems: input.cart.items,
			cartFees: input.cart.fees,
			extensions: input.cart.extensions,
		},
		checkoutStatus: {
			isCalculating: false,
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
			needsShipping: input.cart.needs_shipping,
			shippingAddress: input.shipping,
			shippingRates: input.cart.shipping_rates,
			shippingRatesLoading: false,
			selectedRates: {},
			isSelectingRate: false,
		},
		shippingStatus: {
			shippingErrorStatus: {
				isPristine: true,
				isValid: true,
				hasInvalidAddress: false,
				hasError: false,
			},
			shippingErrorTypes: {},
		},
		components: {
			ValidationInputError,
			PaymentMethodLabel,
			PaymentMethodIcons,
			LoadingMask,
		},
		eventRegistration: input.eventRegistration,
		emitResponse: {
			responseTypes: {
				SUCCESS: 'success',
				FAIL: 'failure',
				ERROR: 'error',
			},
			noticeContexts: NOTICE_CONTEXTS,
		},
		setExpressPaymentError: () => {},
	};
}
