/**
 * The block checkout page: contact, addresses, shipping options, express
 * area, payment options, order summary, Place Order. State lives here and in
 * the host's hooks (use-cart-customer.ts: the cart and addresses;
 * use-payment-choice.ts; use-checkout-submit.ts: Place Order); the Place
 * Order flow lives in flow.ts, the method props in use-method-props.ts.
 */
import { useRef, useState } from '@wordpress/element';
import { createEmitters } from '../emitters';
import type { CheckoutStatus, PaymentStatus } from '../flow';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { registry } from '../registry-client';
import { getSetting } from '../settings';
import { useAvailableMethods } from '../use-available-methods';
import { useMethodProps } from '../use-method-props';
import { useNotices } from '../use-notices';
import { AddressForm } from './address-form';
import { checkoutSettings } from './checkout-settings';
import { Notices } from './notices';
import { OrderSummary } from './order-summary';
import { PaymentOptions } from './payment-options';
import { ExpressArea } from './express-area';
import { ShippingSection } from './shipping-section';
import { ContactSection } from './contact-section';
import { useCartCustomer } from '../use-cart-customer';
import { useCheckoutSubmit } from '../use-checkout-submit';
import { usePaymentChoice } from '../use-payment-choice';

// The checkout's own areas show these; the payments and express areas have
// their own, and notices in the default context show nowhere.
const TOP_CONTEXTS = Object.values( NOTICE_CONTEXTS ).filter(
	( context ) =>
		context !== NOTICE_CONTEXTS.PAYMENTS &&
		context !== NOTICE_CONTEXTS.EXPRESS_PAYMENTS
);

export function CheckoutApp() {
	const {
		countries,
		states,
		customerId,
		tokens,
		defaultCountry,
		sortOrder,
		allowGuest,
		isAdmin,
	} = checkoutSettings();

	const customer = useCartCustomer( defaultCountry );
	const {
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
	} = customer;
	const [ shouldSave, setShouldSave ] = useState( false );
	const [ createAccount, setCreateAccount ] = useState( false );
	const [ checkoutStatus, setCheckoutStatus ] =
		useState< CheckoutStatus >( 'idle' );
	const [ paymentStatus, setPaymentStatus ] =
		useState< PaymentStatus >( 'idle' );
	const [ emitters ] = useState( createEmitters );
	const notices = useNotices();
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
		regular: available.regular,
		notices,
	} );
	const { active, setActive, activeToken, choose } = choice;

	const activeMethod = methods.find( ( method ) => method.name === active );
	const { errors, validate, submit } = useCheckoutSubmit( {
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
	} );

	const canSavePaymentMethod =
		customerId > 0 || createAccount || ! allowGuest;
	const props = useMethodProps( {
		cart: cart || { totals: { total_price: '0' } },
		billing,
		shipping: shippingAddress,
		activePaymentMethod: active,
		shouldSavePayment: shouldSave,
		checkoutStatus,
		paymentStatus,
		eventRegistration: emitters.registration,
		onSubmit: submit,
		validate,
		setShippingAddress: replaceShipping,
		setSelectedRates: selectRate,
		isSelectingRate: selectingRate,
		customerId,
		displayPricesIncludingTax: getSetting(
			'displayCartPricesIncludingTax',
			false
		),
		setExpressPaymentError: ( message?: string ) =>
			message
				? notices.add( {
						id: 'wc-express-payment-error',
						content: message,
						context: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
					} )
				: notices.remove(
						'wc-express-payment-error',
						NOTICE_CONTEXTS.EXPRESS_PAYMENTS
					),
	} );

	if ( ! cart ) {
		return <p className="wc-block-checkout__loading">Loading checkout…</p>;
	}
	return (
		<div className="wc-block-checkout">
			<Notices notices={ notices.notices } contexts={ TOP_CONTEXTS } />
			<ExpressArea
				methods={ expressMethods }
				baseProps={ props }
				notices={ notices.notices }
				addNotice={ notices.add }
				removeNotice={ notices.remove }
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
			<ContactSection
				email={ billing.email || '' }
				error={ errors.email }
				onEmail={ ( email ) => changeBilling( { email } ) }
				offerAccount={
					customerId === 0 &&
					getSetting( 'checkoutAllowsSignup', false )
				}
				createAccount={ createAccount }
				onCreateAccount={ setCreateAccount }
			/>
			<section className="wc-block-checkout__billing-fields">
				<h2>Billing address</h2>
				<AddressForm
					id="billing"
					address={ billing }
					errors={ errors }
					countries={ countries }
					states={ states }
					onChange={ changeBilling }
				/>
			</section>
			{ cart.needs_shipping && (
				<ShippingSection
					cart={ cart }
					sameAddress={ sameAddress }
					onSameAddress={ setSameAddress }
					shipping={ shipping }
					errors={ errors }
					countries={ countries }
					states={ states }
					replaceShipping={ replaceShipping }
					selectRate={ selectRate }
				/>
			) }
			{ cart.needs_payment && (
				<section className="wc-block-checkout__payment-method">
					<h2>Payment options</h2>
					{ /* WooCommerce's payment step shows its notices above the methods. */ }
					<Notices
						notices={ notices.notices }
						contexts={ [ NOTICE_CONTEXTS.PAYMENTS ] }
					/>
					{ methods.length === 0 && (
						<p>There are no payment methods available.</p>
					) }
					<PaymentOptions
						methods={ methods }
						tokens={ customerId > 0 ? tokens : [] }
						active={ active }
						activeToken={ activeToken }
						onSelect={ choose }
						methodProps={ props }
						canSavePaymentMethod={ canSavePaymentMethod }
						shouldSave={ shouldSave }
						onShouldSave={ setShouldSave }
						setActivePaymentMethod={ ( name ) =>
							choose( name, null )
						}
					/>
				</section>
			) }
			<OrderSummary cart={ cart } />
			<button
				type="button"
				className="wc-block-components-checkout-place-order-button"
				onClick={ submit }
				disabled={ checkoutStatus !== 'idle' }
				aria-busy={ checkoutStatus !== 'idle' }
			>
				{ activeMethod?.placeOrderButtonLabel || 'Place Order' }
			</button>
		</div>
	);
}
