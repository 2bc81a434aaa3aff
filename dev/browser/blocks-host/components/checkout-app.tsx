/**
 * The block checkout page: contact, addresses, shipping options, express
 * area, payment options, order summary, Place Order. State lives here; the
 * Place Order flow lives in flow.ts.
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { storeApi } from '../api';
import { emptyAddress, fieldErrors } from '../address';
import type { Address } from '../address';
import { createEmitters } from '../emitters';
import { CONTEXTS, placeOrder } from '../flow';
import type { CheckoutStatus, PaymentStatus } from '../flow';
import { registry } from '../registry-client';
import { getSetting } from '../settings';
import { methodProps } from '../method-props';
import { savedTokenData } from '../payment-data';
import { AddressForm } from './address-form';
import { Notices } from './notices';
import type { Notice } from './notices';
import { OrderSummary } from './order-summary';
import { PaymentOptions } from './payment-options';
import type { SavedToken } from './payment-options';
import { ExpressArea } from './express-area';
import { ShippingOptions } from './shipping-options';
import { ContactSection } from './contact-section';
import { useAvailableMethods } from '../use-available-methods';

let noticeId = 0;

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
	const defaultToken = tokens.find( ( token ) => token.is_default ) || null;
	const [ activeToken, setActiveToken ] = useState< number | null >(
		defaultToken ? defaultToken.tokenId : null
	);
	const [ shouldSave, setShouldSave ] = useState( false );
	const [ createAccount, setCreateAccount ] = useState( false );
	const [ notices, setNotices ] = useState< Notice[] >( [] );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ checkoutStatus, setCheckoutStatus ] =
		useState< CheckoutStatus >( 'idle' );
	const [ paymentStatus, setPaymentStatus ] =
		useState< PaymentStatus >( 'idle' );
	const emitters = useMemo( () => createEmitters(), [] );
	const busy = useRef( false );
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
	const changeShipping = ( change: Partial< Address > ) => {
		const next = { ...shipping, ...change };
		setShipping( next );
		pushCustomer( billing, next );
	};

	const available = useAvailableMethods(
		cart,
		billing,
		shippingAddress,
		sortOrder
	);
	useEffect( () => {
		setActive( ( current ) =>
			available.some( ( method ) => method.name === current )
				? current
				: available[ 0 ]?.name || ''
		);
	}, [ available ] );

	const addNotice = useCallback(
		( notice: Omit< Notice, 'id' > ) =>
			setNotices( ( list ) => [
				...list,
				{ ...notice, id: String( ++noticeId ) },
			] ),
		[]
	);
	const activeMethod = available.find( ( method ) => method.name === active );

	const submit = async () => {
		if ( busy.current || ! cart || ! activeMethod ) {
			return;
		}
		busy.current = true;
		setNotices( [] );
		const found = {
			...fieldErrors( billing, 'billing-', true ),
			...( sameAddress || ! cart.needs_shipping
				? {}
				: fieldErrors( shipping, 'shipping-', false ) ),
		};
		setErrors( found );
		if ( Object.keys( found ).length ) {
			busy.current = false;
			return;
		}
		await placeOrder( {
			emitters,
			activePaymentMethod: active,
			paymentMethodId: activeMethod.paymentMethodId,
			savedToken:
				activeToken !== null
					? savedTokenData( {
							tokenId: activeToken,
							gateway: active,
						} )
					: null,
			shouldSavePayment: shouldSave,
			needsPayment: cart.needs_payment,
			body: {
				billing_address: billing,
				...( cart.needs_shipping
					? { shipping_address: shippingAddress }
					: {} ),
				customer_note: '',
				create_account: createAccount,
				extensions: {},
			},
			setCheckoutStatus: ( status ) => {
				setCheckoutStatus( status );
				if ( status === 'idle' ) {
					busy.current = false;
				}
			},
			setPaymentStatus,
			addNotice,
		} );
	};

	if ( ! cart ) {
		return <p className="wc-block-checkout__loading">Loading checkout…</p>;
	}
	const props = methodProps( {
		cart,
		billing,
		shipping: shippingAddress,
		activePaymentMethod: active,
		shouldSavePayment: shouldSave,
		checkoutStatus,
		paymentStatus,
		eventRegistration: emitters.registration,
		onSubmit: submit,
		currency: cart.totals,
		customerId,
	} );
	const showSave = customerId > 0 || createAccount;
	return (
		<div className="wc-block-checkout">
			<Notices notices={ notices } context={ CONTEXTS.CHECKOUT } />
			<ExpressArea
				methods={ registry().expressList() }
				cart={ cart }
				baseProps={ props }
				addNotice={ addNotice }
				setPaymentStatus={ setPaymentStatus }
				notices={ notices }
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
							onChange={ changeShipping }
						/>
					) }
					<h2>Shipping options</h2>
					<ShippingOptions cart={ cart } onCart={ setCart } />
				</section>
			) }
			<section className="wc-block-checkout__payment-method">
				<h2>Payment options</h2>
				{ available.length === 0 && (
					<p>There are no payment methods available.</p>
				) }
				<PaymentOptions
					methods={ available }
					tokens={ customerId > 0 ? tokens : [] }
					active={ active }
					activeToken={ activeToken }
					onSelect={ ( name, token ) => {
						setActive( name );
						setActiveToken( token );
					} }
					methodProps={ props }
					showSave={ showSave }
					shouldSave={ shouldSave }
					onShouldSave={ setShouldSave }
				/>
				<Notices notices={ notices } context={ CONTEXTS.PAYMENTS } />
			</section>
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
