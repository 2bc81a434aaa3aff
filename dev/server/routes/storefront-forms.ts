/**
 * The storefront's plain form posts and links, as WordPress handles them
 * before rendering a page: `add-to-cart` (the product form, and the shop's
 * buttons without JavaScript), the cart form (quantities, coupon, shipping),
 * the shipping calculator (calculate-shipping.ts), the remove-item and remove-coupon links, the review form and the
 * registration form. Each answers with a redirect (post, redirect, get) and
 * leaves its message as a notice for the next page.
 */
import type { Context } from '../context';
import { redirect, sendHtml, escapeHtml } from '../http/respond';
import {
	CartError,
	addItem,
	applyCoupon,
	removeCoupon,
	removeItem,
	updateItem,
} from '../shop/cart-ops';
import { productById } from '../shop/catalogue';
import type { Product } from '../shop/catalogue';
import { nonceFor, verifyNonce } from '../shop/state';
import { addReview, reviewProblem } from '../shop/reviews';
import { attributionFromForm } from '../shop/attribution';
import { renderPage } from '../pages/layout';
import { CART_NONCE } from '../pages/cart-page';
import { calculateShipping } from './calculate-shipping';

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

function variationFrom( body: Record< string, unknown > ) {
	return Object.entries( body )
		.filter( ( [ key ] ) => key.startsWith( 'attribute_' ) )
		.map( ( [ attribute, value ] ) => ( {
			attribute,
			value: text( value ),
		} ) );
}

/** `add-to-cart` in a form post or a link: add, then back with a notice. */
function addToCart( ctx: Context, id: number, back: string ): void {
	const product = productById( id );
	const body = ctx.body as Record< string, unknown >;
	const quantity = Number(
		body.quantity ?? ctx.url.searchParams.get( 'quantity' ) ?? 1
	);
	try {
		if ( ! product ) {
			throw new CartError(
				'woocommerce_rest_cart_invalid_product',
				'This product cannot be added to the cart.'
			);
		}
		addItem( ctx.session.cart, {
			id:
				product.type === 'variable' && Number( body.variation_id )
					? Number( body.variation_id )
					: id,
			quantity,
			variation: variationFrom( body ),
			addonValue: product.addon ? text( body[ product.addon.name ] ) : '',
		} );
		ctx.session.notices.push( {
			type: 'success',
			text: `${
				quantity > 1 ? `${ quantity } × ` : ''
			}“${ product.name }” ${
				quantity > 1 ? 'have' : 'has'
			} been added to your cart.`,
			link: ctx.state.settings.cartRedirectAfterAdd
				? { href: '/shop/', label: 'Continue shopping' }
				: { href: '/cart/', label: 'View cart' },
		} );
		redirect(
			ctx.res,
			ctx.state.settings.cartRedirectAfterAdd ? '/cart/' : back
		);
	} catch ( error ) {
		if ( ! ( error instanceof CartError ) ) {
			throw error;
		}
		ctx.session.notices.push( { type: 'error', text: error.message } );
		redirect( ctx.res, product ? productUrl( product ) : back );
	}
}

const productUrl = ( product: Product ) => `/product/${ product.slug }/`;

function cartNotice( ctx: Context, message: string ) {
	ctx.session.notices.push( { type: 'success', text: message } );
}

/** The cart form: Apply coupon, or Update cart (quantities, shipping). */
function cartFormPost( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			CART_NONCE,
			body[ 'woocommerce-cart-nonce' ]
		)
	) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Your session has expired. Please reload the page and try again.',
		} );
		redirect( ctx.res, '/cart/' );
		return;
	}
	if ( body.apply_coupon !== undefined && text( body.coupon_code ) ) {
		try {
			applyCoupon( ctx.session.cart, text( body.coupon_code ) );
			cartNotice( ctx, 'Coupon code applied successfully.' );
		} catch ( error ) {
			ctx.session.notices.push( {
				type: 'error',
				text: ( error as Error ).message,
			} );
		}
		redirect( ctx.res, '/cart/' );
		return;
	}
	const lines =
		body.cart && typeof body.cart === 'object'
			? ( body.cart as Record< string, { qty?: unknown } > )
			: {};
	for ( const [ key, value ] of Object.entries( lines ) ) {
		const quantity = Math.max( 0, Math.floor( Number( value?.qty ) ) );
		try {
			updateItem(
				ctx.session.cart,
				key,
				Number.isFinite( quantity ) ? quantity : 0
			);
		} catch ( error ) {
			ctx.session.notices.push( {
				type: 'error',
				text: ( error as Error ).message,
			} );
		}
	}
	const shipping = body.shipping_method;
	if ( shipping && typeof shipping === 'object' ) {
		ctx.session.cart.selectedRate = text(
			Object.values( shipping as Record< string, unknown > )[ 0 ]
		);
	}
	cartNotice( ctx, 'Cart updated.' );
	redirect( ctx.res, '/cart/' );
}

function removeLink( ctx: Context, key: string ): void {
	const line = ctx.session.cart.lines.find( ( entry ) => entry.key === key );
	if ( line ) {
		const product = productById( line.productId );
		removeItem( ctx.session.cart, key );
		// WooCommerce keeps the line (removed_cart_contents) and offers to
		// put it back.
		ctx.session.removedLines = [
			...( ctx.session.removedLines || [] ).filter(
				( removed ) => removed.key !== key
			),
			line,
		];
		ctx.session.notices.push( {
			type: 'success',
			text: `“${ product?.name || 'Item' }” removed.`,
			undo: `/cart/?undo_item=${ encodeURIComponent(
				key
			) }&_wpnonce=${ nonceFor( ctx.state, ctx.session, CART_NONCE ) }`,
		} );
	}
	redirect( ctx.res, '/cart/' );
}

/** "Undo?": the removed line comes back as it was; no notice, as WooCommerce. */
function undoRemoval( ctx: Context, key: string, nonce: string ): void {
	const removed = ( ctx.session.removedLines || [] ).find(
		( line ) => line.key === key
	);
	if (
		removed &&
		verifyNonce( ctx.state, ctx.session, CART_NONCE, nonce ) &&
		! ctx.session.cart.lines.some( ( line ) => line.key === key )
	) {
		ctx.session.cart.lines.push( removed );
		ctx.session.removedLines = ( ctx.session.removedLines || [] ).filter(
			( line ) => line !== removed
		);
	}
	redirect( ctx.res, '/cart/' );
}

function reviewPost( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	const product = productById( Number( body.comment_post_ID ) );
	if ( ! product ) {
		redirect( ctx.res, '/shop/' );
		return;
	}
	const input = {
		productId: product.id,
		author: text( body.author ),
		email: text( body.email ),
		rating: text( body.rating ),
		text: text( body.comment ),
	};
	const problem = reviewProblem( input, ctx.state.settings.ratingRequired );
	if ( problem ) {
		// WordPress answers a bad comment with an error page (wp_die).
		sendHtml(
			ctx.res,
			400,
			renderPage( ctx, {
				title: 'Comment Submission Failure',
				body: `<p>${ escapeHtml( problem ) }</p><p><a href="${ productUrl(
					product
				) }#reviews">« Back</a></p>`,
			} )
		);
		return;
	}
	const review = addReview( ctx.state.reviews, input );
	redirect( ctx.res, `${ productUrl( product ) }#comment-${ review.id }` );
}

function register( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	const email = text( body.email ).trim();
	const password = text( body.password );
	if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email ) || password.length < 6 ) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Error: Please provide a valid email address and a password of at least 6 characters.',
		} );
		redirect( ctx.res, '/my-account/' );
		return;
	}
	if (
		ctx.state.customers.some( ( customer ) => customer.email === email )
	) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Error: An account is already registered with your email address.',
		} );
		redirect( ctx.res, '/my-account/' );
		return;
	}
	const id = Math.max( ...ctx.state.customers.map( ( c ) => c.id ) ) + 1;
	ctx.state.customers.push( {
		id,
		email,
		password,
		stripeCustomer: `cus_devshop${ id }`,
		billing: { ...ctx.session.cart.billing, email },
		attribution: attributionFromForm( body ),
	} );
	ctx.session.customerId = id;
	redirect( ctx.res, '/my-account/' );
}

/** True when the request was one of the storefront's forms or links. */
export function storefrontForms( ctx: Context ): boolean {
	const { pathname, searchParams } = ctx.url;
	const post = ctx.req.method === 'POST';
	const body = ctx.body as Record< string, unknown >;
	const linkAdd = searchParams.get( 'add-to-cart' );
	if ( ! post && linkAdd ) {
		addToCart( ctx, Number( linkAdd ), pathname );
		return true;
	}
	if ( post && body[ 'add-to-cart' ] !== undefined ) {
		addToCart( ctx, Number( body[ 'add-to-cart' ] ), pathname );
		return true;
	}
	if ( pathname === '/cart/' && post && text( body.calc_shipping ) ) {
		calculateShipping( ctx );
		return true;
	}
	if ( pathname === '/cart/' && post ) {
		cartFormPost( ctx );
		return true;
	}
	if ( pathname === '/cart/' && searchParams.has( 'remove_item' ) ) {
		removeLink( ctx, searchParams.get( 'remove_item' ) || '' );
		return true;
	}
	if ( pathname === '/cart/' && searchParams.has( 'undo_item' ) ) {
		undoRemoval(
			ctx,
			searchParams.get( 'undo_item' ) || '',
			searchParams.get( '_wpnonce' ) || ''
		);
		return true;
	}
	if ( pathname === '/cart/' && searchParams.has( 'remove_coupon' ) ) {
		removeCoupon(
			ctx.session.cart,
			searchParams.get( 'remove_coupon' ) || ''
		);
		cartNotice( ctx, 'Coupon has been removed.' );
		redirect( ctx.res, '/cart/' );
		return true;
	}
	if ( pathname === '/wp-comments-post.php' && post ) {
		reviewPost( ctx );
		return true;
	}
	if ( pathname === '/my-account/' && post && body.register !== undefined ) {
		register( ctx );
		return true;
	}
	return false;
}
