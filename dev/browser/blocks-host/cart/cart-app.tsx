/**
 * The Cart block as WooCommerce's draws it once its cart is known: the
 * cart's notices, then the lines and the totals column (with the express
 * area and "Proceed to Checkout"), or the empty cart's message. Express
 * methods get the props the checkout gives them (use-method-props.ts); a
 * wallet's tap makes it the active method, which holds the page's notices
 * back until its sheet closes or fails.
 *
 * Follows: woocommerce plugins/woocommerce/client/blocks/assets/js/
 * blocks/cart/block.js, inner-blocks/filled-cart-block,
 * empty-cart-block (the "woocommerce/cart-empty-message" pattern).
 */
import { useMemo, useState } from '@wordpress/element';
import { useSkeleton } from '../drawn-once';
import type { DrawnOnceProps } from '../drawn-once';
import { createEmitters } from '../emitters';
import {
	EXPRESS_PAYMENT_ERROR,
	expressPaymentErrorSetter,
} from '../express-payment-error';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { NoticeBoard } from '../notice-board';
import { registry } from '../registry-client';
import { getSetting } from '../settings';
import { useAvailableMethods } from '../use-available-methods';
import { useCartCustomer } from '../use-cart-customer';
import { useCoupons } from '../use-coupons';
import { useMethodProps } from '../use-method-props';
import { useNotices } from '../use-notices';
import { Notices } from '../components/notices';
import { CartExpressArea } from './cart-express-area';
import { CartLineItems } from './cart-line-items';
import { CartTotals } from './cart-totals';
import { useCartItems } from './use-cart-items';

const EMPTY_CART = { totals: { total_price: '0' }, items: [] };
const noValidation = () => Promise.resolve( { hasError: false } );

/** The skeleton is the server's inner blocks, kept until the cart is known. */
export function CartApp( drawnOnce: DrawnOnceProps ) {
	const customer = useCartCustomer();
	const { cart, setCart, billing, shippingAddress } = customer;
	const notices = useNotices();
	const coupons = useCoupons( setCart, notices.add );
	const items = useCartItems( setCart, notices.add );
	const [ emitters ] = useState( createEmitters );
	const [ express, setExpress ] = useState( '' );
	const available = useAvailableMethods( {
		cart,
		billing,
		shipping: shippingAddress,
		sortOrder: [],
		isAdmin: false,
		setCart,
		addNotice: notices.add,
	} );
	const props = useMethodProps( {
		cart: cart || EMPTY_CART,
		billing,
		shipping: shippingAddress,
		activePaymentMethod: express,
		shouldSavePayment: false,
		checkoutStatus: 'idle',
		paymentStatus: express ? 'express_started' : 'idle',
		eventRegistration: emitters.registration,
		onSubmit: () => {},
		validate: noValidation,
		setShippingAddress: customer.replaceShipping,
		setSelectedRates: customer.selectRate,
		isSelectingRate: customer.selectingRate,
		customerId: 0,
		displayPricesIncludingTax: getSetting(
			'displayCartPricesIncludingTax',
			false
		),
		isCalculating: items.calculating,
		setExpressPaymentError: expressPaymentErrorSetter( notices ),
	} );
	const board = useMemo(
		() => ( { ...notices, suppressed: !! express } ),
		[ notices, express ]
	);
	const shown = useSkeleton( !! cart, drawnOnce, 'wc-block-cart__skeleton' );
	if ( shown || ! cart ) {
		return shown;
	}
	const methods = available.express.map(
		( name ) => registry().getExpressPaymentMethods()[ name ]
	);
	const area = (
		<CartExpressArea
			initialized={ available.checked }
			methods={ methods }
			baseProps={ props }
			masked={ items.calculating || !! express }
			onClick={ ( name ) => {
				notices.remove(
					EXPRESS_PAYMENT_ERROR,
					NOTICE_CONTEXTS.EXPRESS_PAYMENTS
				);
				setExpress( name );
			} }
			onClose={ () => setExpress( '' ) }
			onError={ ( message ) => {
				notices.add( {
					id: EXPRESS_PAYMENT_ERROR,
					content: message,
					context: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
				} );
				setExpress( '' );
			} }
		/>
	);
	return (
		<NoticeBoard.Provider value={ board }>
			<Notices contexts={ [ NOTICE_CONTEXTS.CART ] } />
			{ cart.items.length ? (
				<div className="wc-block-cart wc-block-components-sidebar-layout">
					<div className="wc-block-components-main wc-block-cart__main wp-block-woocommerce-cart-items-block">
						<CartLineItems cart={ cart } items={ items } />
					</div>
					<CartTotals cart={ cart } coupons={ coupons }>
						{ cart.needs_payment && (
							<div className="wc-block-cart__payment-options">
								{ area }
							</div>
						) }
						<div className="wp-block-woocommerce-proceed-to-checkout-block">
							<a
								href="/checkout/"
								className="wc-block-cart__submit-button"
							>
								Proceed to Checkout
							</a>
						</div>
					</CartTotals>
				</div>
			) : (
				<div className="wp-block-woocommerce-empty-cart-block">
					<h2 className="wc-block-cart__empty-cart__title with-empty-cart-icon">
						Your cart is currently empty!
					</h2>
					<p>
						<a href="/shop/">Browse store</a>
					</p>
				</div>
			) }
		</NoticeBoard.Provider>
	);
}
