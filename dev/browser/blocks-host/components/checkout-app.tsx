/**
 * The block checkout page: contact, addresses, shipping options, express
 * area, payment options, order summary, Place Order. State lives here and in
 * the host's hooks (use-cart-customer.ts: the cart and addresses;
 * use-payment-choice.ts; use-checkout-submit.ts: Place Order; use-notices.ts
 * with the notices areas); the Place Order flow lives in flow.ts, the method
 * props in use-method-props.ts.
 *
 * Until the cart is known, the payment methods have answered whether they
 * can pay (WooCommerce's "initialized") and one of them is chosen, the page
 * keeps the skeleton the server printed, so the checkout is drawn once, at
 * its final size.
 */
import { useMemo, useRef, useState } from '@wordpress/element';
import { useSkeleton } from '../drawn-once';
import type { DrawnOnceProps } from '../drawn-once';
import { createEmitters } from '../emitters';
import { expressPaymentErrorSetter } from '../express-payment-error';
import type { CheckoutStatus, PaymentStatus } from '../flow';
import { NoticeBoard } from '../notice-board';
import { registry } from '../registry-client';
import { getSetting } from '../settings';
import { useAvailableMethods } from '../use-available-methods';
import { useCoupons } from '../use-coupons';
import { useMethodProps } from '../use-method-props';
import { useNotices } from '../use-notices';
import { checkoutSettings } from './checkout-settings';
import { CheckoutForm } from './checkout-form';
import { useCartCustomer } from '../use-cart-customer';
import { useCheckoutSubmit } from '../use-checkout-submit';
import { usePaymentChoice } from '../use-payment-choice';

export function CheckoutApp( drawnOnce: DrawnOnceProps ) {
	const settings = checkoutSettings();
	const { tokens, sortOrder, customerId, isAdmin } = settings;
	const customer = useCartCustomer();
	const { cart, setCart, billing, shippingAddress } = customer;
	const [ shouldSave, setShouldSave ] = useState( false );
	const [ createAccount, setCreateAccount ] = useState( false );
	const [ checkoutStatus, setCheckoutStatus ] =
		useState< CheckoutStatus >( 'idle' );
	const [ paymentStatus, setPaymentStatus ] =
		useState< PaymentStatus >( 'idle' );
	const [ emitters ] = useState( createEmitters );
	const notices = useNotices();
	const coupons = useCoupons( setCart, notices.add );
	const beforeExpress = useRef( '' );

	const available = useAvailableMethods( {
		cart,
		billing,
		shipping: shippingAddress,
		sortOrder,
		isAdmin,
		setCart,
		addNotice: notices.add,
	} );
	const methods = available.regular.map(
		( name ) => registry().getPaymentMethods()[ name ]
	);
	const expressMethods = available.express.map(
		( name ) => registry().getExpressPaymentMethods()[ name ]
	);

	const choice = usePaymentChoice( {
		tokens,
		orderMethod: settings.orderMethod,
		regular: available.regular,
		notices,
	} );
	const { active, setActive } = choice;
	// WooCommerce's isExpressPaymentMethodActive(): notices wait meanwhile.
	const expressActive = available.express.includes( active );
	const board = useMemo(
		() => ( { ...notices, suppressed: expressActive } ),
		[ notices, expressActive ]
	);

	const activeMethod = methods.find( ( method ) => method.name === active );
	const submitting = useCheckoutSubmit( {
		emitters,
		customer,
		choice,
		activeMethod,
		paymentStatus,
		createAccount,
		shouldSave,
		customerId,
		setCheckoutStatus,
		setPaymentStatus,
		notices,
		states: settings.states,
	} );

	const props = useMethodProps( {
		cart: cart || { totals: { total_price: '0' } },
		billing,
		shipping: shippingAddress,
		activePaymentMethod: active,
		shouldSavePayment: shouldSave,
		checkoutStatus,
		paymentStatus,
		eventRegistration: emitters.registration,
		onSubmit: submitting.submit,
		validate: submitting.validate,
		setShippingAddress: customer.replaceShipping,
		setSelectedRates: customer.selectRate,
		isSelectingRate: customer.selectingRate,
		customerId,
		displayPricesIncludingTax: getSetting(
			'displayCartPricesIncludingTax',
			false
		),
		setExpressPaymentError: expressPaymentErrorSetter( notices ),
	} );

	// Drawn once a method is chosen too, so its box is there from the
	// start; once drawn, the checkout stays (an express payment makes its
	// wallet the chosen method for a while).
	const chosen =
		available.regular.length === 0 ||
		available.regular.includes( choice.active );
	const [ drawn, setDrawn ] = useState( false );
	if ( ! drawn && !! cart && available.checked && chosen ) {
		setDrawn( true );
	}
	const shown = useSkeleton(
		drawn,
		drawnOnce,
		'wc-block-checkout__skeleton'
	);
	if ( shown ) {
		return shown;
	}
	return (
		<NoticeBoard.Provider value={ board }>
			<CheckoutForm
				settings={ settings }
				customer={ customer }
				methods={ methods }
				expressMethods={ expressMethods }
				methodProps={ props }
				choice={ choice }
				errors={ submitting.errors }
				submit={ submitting.submit }
				checkoutStatus={ checkoutStatus }
				coupons={ coupons }
				notices={ notices }
				shouldSave={ shouldSave }
				setShouldSave={ setShouldSave }
				createAccount={ createAccount }
				setCreateAccount={ setCreateAccount }
				startExpress={ ( name ) => {
					beforeExpress.current = active;
					setActive( name );
					setPaymentStatus( 'express_started' );
				} }
				endExpress={ () => {
					setActive( beforeExpress.current );
					setPaymentStatus( 'idle' );
				} }
			/>
		</NoticeBoard.Provider>
	);
}
