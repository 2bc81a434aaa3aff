/**
 * The drawn checkout, in WooCommerce's order: the checkout's own notices
 * area (checkout and cart contexts, and WooCommerce's sub-contexts that have
 * no area of their own) above WooCommerce's sidebar layout: the steps
 * (express area, contact information, billing address, shipping, payment
 * options, Place Order) and, in the sidebar, the order summary with its
 * coupon form (on a narrow screen, before Place Order). Each step has its
 * notices area in place from the first paint, as WooCommerce's blocks do.
 */
import type { ReactNode } from 'react';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { getSetting } from '../settings';
import type { CheckoutStatus } from '../flow';
import type { RegisteredExpressMethod, RegisteredMethod } from '../registry';
import type { useCartCustomer } from '../use-cart-customer';
import type { useCoupons } from '../use-coupons';
import type { useNotices } from '../use-notices';
import type { usePaymentChoice } from '../use-payment-choice';
import { AddressForm } from './address-form';
import type { checkoutSettings } from './checkout-settings';
import { ContactSection } from './contact-section';
import { ExpressArea } from './express-area';
import { Notices } from './notices';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { PlaceOrderButton } from './place-order-button';
import { ShippingSection } from './shipping-section';

interface Props {
	settings: ReturnType< typeof checkoutSettings >;
	customer: ReturnType< typeof useCartCustomer >;
	methods: RegisteredMethod[];
	expressMethods: RegisteredExpressMethod[];
	methodProps: Record< string, unknown >;
	choice: ReturnType< typeof usePaymentChoice >;
	errors: Record< string, string >;
	submit: () => void;
	checkoutStatus: CheckoutStatus;
	coupons: ReturnType< typeof useCoupons >;
	notices: ReturnType< typeof useNotices >;
	shouldSave: boolean;
	setShouldSave: ( value: boolean ) => void;
	createAccount: boolean;
	setCreateAccount: ( value: boolean ) => void;
	startExpress: ( name: string ) => void;
	endExpress: () => void;
}

function BillingSection( { children }: { children: ReactNode } ) {
	return (
		<section className="wc-block-checkout__billing-fields">
			<h2>Billing address</h2>
			<Notices contexts={ [ NOTICE_CONTEXTS.BILLING_ADDRESS ] } />
			{ children }
		</section>
	);
}

export function CheckoutForm( props: Props ) {
	const { settings, customer, choice, errors } = props;
	const { cart, billing } = customer;
	const { customerId, allowGuest, countries, states } = settings;
	const activeMethod = props.methods.find(
		( method ) => method.name === choice.active
	);
	return (
		<div className="wc-block-checkout">
			<Notices
				contexts={ [ NOTICE_CONTEXTS.CHECKOUT, NOTICE_CONTEXTS.CART ] }
			/>
			<div className="wc-block-components-sidebar-layout">
				<div className="wc-block-components-main">
					<ExpressArea
						methods={ props.expressMethods }
						baseProps={ props.methodProps }
						addNotice={ props.notices.add }
						removeNotice={ props.notices.remove }
						startExpress={ props.startExpress }
						endExpress={ props.endExpress }
					/>
					<ContactSection
						email={ billing.email || '' }
						error={ errors.email }
						onEmail={ ( email ) =>
							customer.changeBilling( { email } )
						}
						offerAccount={
							customerId === 0 &&
							getSetting( 'checkoutAllowsSignup', false )
						}
						createAccount={ props.createAccount }
						onCreateAccount={ props.setCreateAccount }
					/>
					<BillingSection>
						<AddressForm
							id="billing"
							address={ billing }
							errors={ errors }
							countries={ countries }
							states={ states }
							onChange={ customer.changeBilling }
						/>
					</BillingSection>
					{ cart.needs_shipping && (
						<ShippingSection
							cart={ cart }
							sameAddress={ customer.sameAddress }
							onSameAddress={ customer.setSameAddress }
							shipping={ customer.shipping }
							errors={ errors }
							countries={ countries }
							states={ states }
							replaceShipping={ customer.replaceShipping }
							selectRate={ customer.selectRate }
						/>
					) }
					{ cart.needs_payment && (
						<PaymentSection
							methods={ props.methods }
							tokens={ customerId > 0 ? settings.tokens : [] }
							active={ choice.active }
							activeToken={ choice.activeToken }
							onSelect={ choice.choose }
							methodProps={ props.methodProps }
							canSavePaymentMethod={
								customerId > 0 ||
								props.createAccount ||
								! allowGuest
							}
							shouldSave={ props.shouldSave }
							onShouldSave={ props.setShouldSave }
							setActivePaymentMethod={ ( name ) =>
								choice.choose( name, null )
							}
						/>
					) }
					<PlaceOrderButton
						label={
							activeMethod?.placeOrderButtonLabel || 'Place Order'
						}
						status={ props.checkoutStatus }
						onClick={ props.submit }
					/>
				</div>
				<div className="wc-block-components-sidebar">
					<OrderSummary cart={ cart } coupons={ props.coupons } />
				</div>
			</div>
		</div>
	);
}
