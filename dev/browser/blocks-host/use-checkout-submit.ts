/**
 * Place Order as the checkout page wires it: the host's own field checks,
 * `validate` for the method props, and `submit`, which hands the checkout's
 * state and setters to the flow in flow.ts, once at a time.
 */
import { checkoutExtensionData } from './checkout-store';
import { useRef, useState } from '@wordpress/element';
import { fieldErrors } from './address';
import type { Address } from './address';
import { isSuccess } from './emitters';
import type { createEmitters } from './emitters';
import { placeOrder } from './flow';
import type { CheckoutStatus, PaymentStatus } from './flow';
import type { RegisteredMethod } from './registry';
import type { useNotices } from './use-notices';

export interface CheckoutSubmitInput {
	emitters: ReturnType< typeof createEmitters >;
	cart: any;
	billing: Address;
	shipping: Address;
	shippingAddress: Address;
	sameAddress: boolean;
	active: string;
	activeMethod: RegisteredMethod | undefined;
	paymentStatus: PaymentStatus;
	createAccount: boolean;
	shouldSave: boolean;
	paymentMethodData: { current: Record< string, unknown > };
	customerId: number;
	setCheckoutStatus: ( status: CheckoutStatus ) => void;
	setPaymentStatus: ( status: PaymentStatus ) => void;
	changeBilling: ( change: Partial< Address > ) => void;
	replaceShipping: ( next: Address ) => void;
	setCart: ( cart: unknown ) => void;
	notices: ReturnType< typeof useNotices >;
}

export function useCheckoutSubmit( input: CheckoutSubmitInput ) {
	const {
		emitters,
		cart,
		billing,
		shipping,
		shippingAddress,
		sameAddress,
		active,
		activeMethod,
		paymentStatus,
		createAccount,
		shouldSave,
		paymentMethodData,
		customerId,
		setCheckoutStatus,
		setPaymentStatus,
		changeBilling,
		replaceShipping,
		setCart,
		notices,
	} = input;
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const busy = useRef( false );

	const ownFieldErrors = () => ( {
		...fieldErrors( billing, 'billing-', true ),
		...( sameAddress || ! cart.needs_shipping
			? {}
			: fieldErrors( shipping, 'shipping-', false ) ),
	} );

	const validate = async () => {
		const answers = await emitters.emit( 'onCheckoutValidation' );
		const found = ownFieldErrors();
		setErrors( found );
		return {
			hasError:
				( answers.length > 0 && ! answers.every( isSuccess ) ) ||
				Object.keys( found ).length > 0,
		};
	};

	const submit = async () => {
		if ( busy.current || ! cart || ! active ) {
			return;
		}
		busy.current = true;
		await placeOrder( {
			emitters,
			request: {
				billingAddress: billing,
				shippingAddress,
				needsShipping: cart.needs_shipping,
				needsPayment: cart.needs_payment,
				totalPrice: cart.totals.total_price,
				isExpressPaymentActive: paymentStatus === 'express_started',
				createAccount,
				customerNote: '',
				customerPassword: '',
				additionalFields: {},
				extensions: checkoutExtensionData(),
				paymentMethodId: activeMethod?.paymentMethodId || active,
				activePaymentMethod: active,
				shouldSavePayment: shouldSave,
			},
			paymentMethodData: paymentMethodData.current,
			customerId,
			orderId: () => 0,
			orderNotes: '',
			fieldErrors: ownFieldErrors,
			setFieldErrors: setErrors,
			setCheckoutStatus: ( status ) => {
				setCheckoutStatus( status );
				if ( status === 'idle' ) {
					busy.current = false;
				}
			},
			setPaymentStatus,
			setPaymentMethodData: ( data ) => {
				paymentMethodData.current = data;
			},
			setBillingAddress: ( address ) => changeBilling( address ),
			setShippingAddress: replaceShipping,
			setCart,
			addNotice: notices.add,
			clearErrorNotices: notices.clearErrors,
			hasErrorNotice: notices.hasErrorNotice,
			navigate: ( url ) => {
				window.location.href = url;
			},
		} );
	};

	return { errors, validate, submit };
}
