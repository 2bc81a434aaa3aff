/**
 * What the classic checkout keeps per shopper: its nonces (WordPress's, tied
 * to the session and the action), the payment gateway last chosen
 * (WooCommerce's `chosen_payment_method`, which the payment area re-renders
 * with) and, from each checkout post, the customer's addresses and chosen
 * rate (`WC_Checkout::update_session`), which the page prints back.
 *
 * Follows: woocommerce includes/class-wc-checkout.php and
 * class-wc-session-handler.php (the classic checkout's session data).
 */
import type { Context } from '../../context';
import { mergeAddress } from './cart-ops';
import { nonceFor } from '../../wordpress/nonces';
import type { Cart, Session } from './types';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const chosenMethods = new WeakMap< Session, string >();

export const chosenMethodFor = ( session: Session ): string =>
	chosenMethods.get( session ) || '';

export function chooseMethod( session: Session, gateway: string ): void {
	chosenMethods.set( session, gateway );
}

/** The posted rate (`shipping_method[0]`) becomes the cart's chosen one. */
export function chooseRate( cart: Cart, posted: Record< string, unknown > ) {
	if (
		posted.shipping_method &&
		typeof posted.shipping_method === 'object'
	) {
		cart.selectedRate = String(
			Object.values( posted.shipping_method as object )[ 0 ] || ''
		);
	}
}

/** The fields `update_session` copies into the customer, by their suffix. */
const CUSTOMER_FIELDS = [
	'first_name',
	'last_name',
	'company',
	'email',
	'phone',
	'address_1',
	'address_2',
	'city',
	'postcode',
	'state',
	'country',
] as const;

/** The posted `<prefix>*` customer fields, only those sent. */
function postedFields(
	posted: Record< string, unknown >,
	prefix: 'billing_' | 'shipping_'
): Record< string, string > {
	return Object.fromEntries(
		CUSTOMER_FIELDS.map( ( field ) => [
			field,
			posted[ `${ prefix }${ field }` ],
		] ).filter( ( [ , value ] ) => typeof value === 'string' )
	);
}

/**
 * WooCommerce's `WC_Checkout::update_session`, run on every checkout post
 * before the posted data is validated: the billing fields become the
 * customer's billing and shipping address (the shipping_* ones win when the
 * shopper ships elsewhere; a shipping address has no email), and the posted
 * gateway and rate the chosen ones. So a refused checkout, a failed redirect
 * payment or a later visit shows the form as the shopper left it; order notes
 * are not the customer's and are not kept.
 */
export function updateSession(
	session: Session,
	posted: Record< string, unknown >
): void {
	const { cart } = session;
	const billing = postedFields( posted, 'billing_' );
	const shipping = posted.ship_to_different_address
		? postedFields( posted, 'shipping_' )
		: {};
	cart.billing = mergeAddress( cart.billing, billing );
	cart.shipping = mergeAddress( cart.shipping, {
		...billing,
		...shipping,
		email: undefined,
	} );
	chooseRate( cart, posted );
	if ( typeof posted.payment_method === 'string' ) {
		chooseMethod( session, posted.payment_method );
	}
}

export function classicNonces( ctx: Context ) {
	return {
		checkout: nonceFor(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.processCheckout
		),
		applyCoupon: nonceFor(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.applyCoupon
		),
		removeCoupon: nonceFor(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.removeCoupon
		),
		orderReview: nonceFor(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.updateOrderReview
		),
	};
}
