/**
 * Place Order as the checkout page wires it: the host's own field checks,
 * `validate` for the method props, and `submit`, which hands the checkout's
 * state and setters to the flow in flow.ts, once at a time.
 */
import { checkoutExtensionData } from './checkout-store';
import { useRef, useState } from '@wordpress/element';
import { fieldErrors } from './address';
import { isSuccess } from './emitters';
import type { createEmitters } from './emitters';
import { placeOrder } from './flow';
import type { CheckoutStatus, PaymentStatus } from './flow';
import type { RegisteredMethod } from './registry';
import type { useCartCustomer } from './use-cart-customer';
import type { useNotices } from './use-notices';
import type { usePaymentChoice } from './use-payment-choice';

export interface CheckoutSubmitInput {
	emitters: ReturnType< typeof createEmitters >;
	/** The cart and the addresses (use-cart-customer.ts). */
	customer: ReturnType< typeof useCartCustomer >;
	/** The chosen method and its payment data (use-payment-choice.ts). */
	choice: ReturnType< typeof usePaymentChoice >;
	activeMethod: RegisteredMethod | undefined;
	paymentStatus: PaymentStatus;
	createAccount: boolean;
	shouldSave: boolean;
	customerId: number;
	setCheckoutStatus: ( status: CheckoutStatus ) => void;
	setPaymentStatus: ( status: PaymentStatus ) => void;
	notices: ReturnType< typeof useNotices >;
	/** The countries' states, where a country has a list of them. */
	states: Record< string, Record< string, string > >;
}

export function useCheckoutSubmit( input: CheckoutSubmitInput ) {
	const {
		emitters,
		activeMethod,
		paymentStatus,
		createAccount,
		shouldSave,
		customerId,
		setCheckoutStatus,
		setPaymentStatus,
		notices,
	} = input;
	const {
		cart,
		billing,
		shipping,
		shippingAddress,
		sameAddress,
		changeBilling,
		replaceShipping,
		setCart,
	} = input.customer;
	const { active, paymentMethodData } = input.choice;
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const busy = useRef( false );

	const ownFieldErrors = () => ( {
		...fieldErrors( billing, 'billing-', true, input.states ),
		...( sameAddress || ! cart.needs_shipping
			? {}
			: fieldErrors( shipping, 'shipping-', false, input.states ) ),
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
