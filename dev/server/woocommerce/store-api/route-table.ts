/**
 * The Store API's routes, one row each: its path, methods, whether a batch
 * may carry it, the arguments WordPress requires before it runs, and what
 * it does (the cart routes' cart answer, the checkout's answer).
 * route-handlers.ts finds a request's row and runs it.
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/Cart.php, CartAddItem.php,
 * CartRemoveItem.php, CartUpdateItem.php, CartApplyCoupon.php,
 * CartRemoveCoupon.php, CartUpdateCustomer.php,
 * CartSelectShippingRate.php, CartExtensions.php, Checkout.php,
 * CheckoutOrder.php and Batch.php get_path()/get_args() (WooCommerce
 * Blocks 11.8).
 */
import {
	CartError,
	addItem,
	applyCoupon,
	mergeAddress,
	removeCoupon,
	removeItem,
	updateItem,
} from '../includes/cart-ops';
import { COUPONS } from '../includes/totals';
import { cartResponse } from './cart-schema';
import { applyFilters } from '../../wordpress/hooks';
import type { Context } from '../../context';
import { checkoutRoute, payForOrderRoute } from './checkout';
import { storeAnswer } from './answers';
import type { StoreAnswer } from './answers';
import type { StoreContext } from './request';

/** The addresses `cart/update-customer` takes. */
interface CustomerAddresses {
	billing_address?: unknown;
	shipping_address?: unknown;
}

declare module '../../wordpress/hooks' {
	interface Filters {
		/**
		 * The addresses `cart/update-customer` is about to store: a plugin
		 * may tidy them first (the Stripe gateway, a wallet sheet's). The
		 * shop's own hook: in WooCommerce the gateway reads the request as
		 * the Store API hands it to the route, which the shop does not
		 * model.
		 */
		woocommerce_store_api_update_customer_addresses: [
			addresses: CustomerAddresses,
			ctx: Context,
		];
	}
}

type Handler = ( ctx: StoreContext ) => StoreAnswer;

export interface Route {
	/** The route's path (a pattern for /checkout/{id}). */
	path: RegExp;
	methods: string[];
	/** `allow_batch`: the route may be one of a batch's requests. */
	batch: boolean;
	/** Arguments WordPress requires before the route runs. */
	required?: string[];
	handle: Handler;
}

function cartAnswer( ctx: StoreContext, status = 200 ): StoreAnswer {
	return storeAnswer(
		ctx,
		status,
		cartResponse( ctx.session.cart, ctx.state.settings, ctx.origin )
	);
}

export const ROUTES: Route[] = [
	{
		path: /^\/cart$/,
		methods: [ 'GET' ],
		batch: false,
		handle: ( ctx ) => cartAnswer( ctx ),
	},
	{
		path: /^\/cart\/add-item$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const { body } = ctx;
			if ( body.key ) {
				throw new CartError(
					'woocommerce_rest_cart_item_exists',
					'Cannot create an existing cart item.'
				);
			}
			addItem( ctx.session.cart, {
				id: Number( body.id ),
				quantity:
					body.quantity === undefined ? 1 : Number( body.quantity ),
				variation: Array.isArray( body.variation )
					? ( body.variation as never )
					: [],
				addonValue:
					typeof body[ 'addon-gift-message' ] === 'string'
						? ( body[ 'addon-gift-message' ] as string )
						: '',
			} );
			return cartAnswer( ctx, 201 );
		},
	},
	{
		path: /^\/cart\/remove-item$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			removeItem( ctx.session.cart, String( ctx.body.key || '' ) );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/update-item$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const key = String( ctx.body.key || '' );
			// CartController::set_cart_item_quantity().
			if (
				! ctx.session.cart.lines.some( ( line ) => line.key === key )
			) {
				throw new CartError(
					'woocommerce_rest_cart_invalid_key',
					'Cart item does not exist.',
					409
				);
			}
			if ( ctx.body.quantity !== undefined ) {
				updateItem(
					ctx.session.cart,
					String( ctx.body.key || '' ),
					Number( ctx.body.quantity )
				);
			}
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/apply-coupon$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			applyCoupon( ctx.session.cart, String( ctx.body.code || '' ) );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/remove-coupon$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const code = String( ctx.body.code || '' )
				.trim()
				.toLowerCase();
			if ( ! ( code in COUPONS ) ) {
				throw new CartError(
					'woocommerce_rest_cart_coupon_error',
					'Invalid coupon code.'
				);
			}
			if ( ! ctx.session.cart.coupons.includes( code ) ) {
				throw new CartError(
					'woocommerce_rest_cart_coupon_invalid_code',
					'Coupon cannot be removed because it is not already applied to the cart.',
					409
				);
			}
			removeCoupon( ctx.session.cart, code );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/update-customer$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			const { cart } = ctx.session;
			const change = applyFilters(
				'woocommerce_store_api_update_customer_addresses',
				ctx.body as CustomerAddresses,
				ctx
			);
			cart.billing = mergeAddress( cart.billing, change.billing_address );
			cart.shipping = change.shipping_address
				? mergeAddress( cart.shipping, change.shipping_address )
				: cart.shipping;
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/select-shipping-rate$/,
		methods: [ 'POST' ],
		batch: true,
		required: [ 'rate_id' ],
		handle: ( ctx ) => {
			ctx.session.cart.selectedRate = String( ctx.body.rate_id );
			return cartAnswer( ctx );
		},
	},
	{
		path: /^\/cart\/extensions$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) => {
			// No plugin of this shop registers a cart update callback.
			const namespace = ctx.body.namespace;
			throw new CartError(
				'woocommerce_rest_cart_extensions_error',
				typeof namespace === 'string'
					? `There is no such namespace registered: ${ namespace }.`
					: 'You must provide a plugin namespace when extending a Store REST endpoint.'
			);
		},
	},
	{
		path: /^\/checkout$/,
		methods: [ 'GET', 'POST' ],
		batch: true,
		handle: checkoutRoute,
	},
	{
		path: /^\/checkout\/\d+$/,
		methods: [ 'POST' ],
		batch: true,
		handle: ( ctx ) =>
			payForOrderRoute(
				ctx,
				Number( ctx.url.pathname.split( '/' ).pop() )
			),
	},
	{
		// The batch route itself (batch.ts, which routes.ts sends a batch
		// to): known, and no part of a batch.
		path: /^\/batch$/,
		methods: [ 'POST' ],
		batch: false,
		handle: () => {
			throw new Error( 'A batch is served by batch.ts' );
		},
	},
];
