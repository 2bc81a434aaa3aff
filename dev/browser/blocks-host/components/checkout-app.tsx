/**
 * The block checkout page: contact, addresses, shipping options, express
 * area, payment options, order summary, Place Order. State lives here; the
 * Place Order flow lives in flow.ts, the method props in use-method-props.ts.
 */
import { checkoutExtensionData } from '../checkout-store';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { storeApi } from '../api';
import { emptyAddress, fieldErrors } from '../address';
import type { Address } from '../address';
import { createEmitters, isSuccess } from '../emitters';
import { placeOrder } from '../flow';
import type { CheckoutStatus, PaymentStatus } from '../flow';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { registry } from '../registry-client';
import { getSetting } from '../settings';
import { savedTokenData } from '../payment-data';
import { useAvailableMethods } from '../use-available-methods';
import { useMethodProps } from '../use-method-props';
import { useNotices } from '../use-notices';
import { AddressForm } from './address-form';
import { Notices } from './notices';
import { OrderSummary } from './order-summary';
import { PaymentOptions } from './payment-options';
import type { SavedToken } from './payment-options';
import { ExpressArea } from './express-area';
import { ShippingOptions } from './shipping-options';
import { ContactSection } from './contact-section';

// The checkout's own areas show these; the payments and express areas have
// their own, and notices in the default context show nowhere.
const TOP_CONTEXTS = Object.values( NOTICE_CONTEXTS ).filter(
	( context ) =>
		context !== NOTICE_CONTEXTS.PAYMENTS &&
		context !== NOTICE_CONTEXTS.EXPRESS_PAYMENTS
);

export function CheckoutApp() {
	const countries = getSetting< Record< string, string > >( 'countries', {} );
	const states = getSetting< Record< string, Record< string, string > > >(
		'countryStates',
		{}
	);
	const customerId = getSetting< number >( 'currentUserId', 0 );
	const tokens = ( getSetting< { cc?: SavedToken[] } >(
		'customerPaymentMethods',
		{}
	).cc || [] ) as SavedToken[];
	const defaultCountry = getSetting< string >( 'defaultCountry', 'US' );
	const sortOrder = getSetting< string[] >( 'paymentMethodSortOrder', [] );
	const allowGuest = getSetting< boolean >( 'checkoutAllowsGuest', false );
	const isAdmin = getSetting< boolean >( 'currentUserIsAdmin', false );

	const [ cart, setCart ] = useState< any >( null );
	const [ billing, setBilling ] = useState< Address >( {
		...emptyAddress( defaultCountry ),
		email: '',
	} );
	const [ shipping, setShipping ] = useState< Address >(
		emptyAddress( defaultCountry )
	);
	const [ sameAddress, setSameAddress ] = useState( true );
	const [ active, setActive ] = useState( '' );
	const defaultToken = tokens.find( ( token ) => token.is_default );
	const [ activeToken, setActiveToken ] = useState< string | null >(
		defaultToken ? String( defaultToken.tokenId ) : null
	);
	const paymentMethodData = useRef< Record< string, unknown > >(
		defaultToken
			? savedTokenData(
					String( defaultToken.tokenId ),
					defaultToken.method.gateway
				)
			: {}
	);
	const [ shouldSave, setShouldSave ] = useState( false );
	const [ createAccount, setCreateAccount ] = useState( false );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ checkoutStatus, setCheckoutStatus ] =
		useState< CheckoutStatus >( 'idle' );
	const [ paymentStatus, setPaymentStatus ] =
		useState< PaymentStatus >( 'idle' );
	const [ selectingRate, setSelectingRate ] = useState( false );
	const [ emitters ] = useState( createEmitters );
	const notices = useNotices();
	const busy = useRef( false );
	const beforeExpress = useRef( '' );
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

	const choose = useCallback(
		( name: string, token: string | null ) => {
			setActive( name );
			setActiveToken( token );
			// Choosing a method starts its payment data afresh; a saved token
			// brings its own.
			paymentMethodData.current = token
				? savedTokenData( token, name )
				: {};
			notices.remove( 'wc-payment-error', NOTICE_CONTEXTS.PAYMENTS );
		},
		[ notices ]
	);
	const regularKey = available.regular.join( ',' );
	useEffect( () => {
		if ( ! available.regular.length ) {
			return;
		}
		if ( activeToken !== null && available.regular.includes( active ) ) {
			return;
		}
		if ( activeToken !== null && defaultToken ) {
			setActive( defaultToken.method.gateway );
			return;
		}
		if ( ! available.regular.includes( active ) ) {
			choose( available.regular[ 0 ], null );
		}
		// Only a change in what can pay moves the choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ regularKey ] );

	const activeMethod = methods.find( ( method ) => method.name === active );
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
				<section className="wc-block-checkout__shipping-fields">
					<label>
						<input
							type="checkbox"
							checked={ sameAddress }
							onChange={ ( event ) =>
								setSameAddress( event.target.checked )
							}
						/>{ ' ' }
						Use same address for shipping
					</label>
					{ ! sameAddress && (
						<AddressForm
							id="shipping"
							address={ shipping }
							errors={ errors }
							countries={ countries }
							states={ states }
							onChange={ ( change ) =>
								replaceShipping( { ...shipping, ...change } )
							}
						/>
					) }
					<h2>Shipping options</h2>
					<ShippingOptions cart={ cart } onSelect={ selectRate } />
				</section>
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
