/**
 * Ajax add-to-cart buttons (the shop's `.ajax_add_to_cart` links): every
 * `data-*` attribute of the button is sent as it is; the button goes
 * loading → added, and a View cart link follows it (not on the cart page).
 * An error with a product URL sends the shopper to the product page (where
 * the shop shows why); `cart_redirect_after_add` 'yes' goes to the cart;
 * otherwise `added_to_cart` fires, and its listeners (ours included) update
 * the page, as in WooCommerce.
 */
import { __ } from '@wordpress/i18n';
import {
	ask,
	elementOf,
	emit,
	listen,
	noticeList,
	scrollToNotices,
} from '../core/dom';
import type { FormValue } from '../core/transport';
import { cartAjax, cartQueue } from './cart-client';
import { fadeCartAreas, isFragmentMap, replaceFragments } from './fragments';
import { announce, clearAnnouncement } from './live-region';
import { param, sameOriginUrl } from './params';

const BUTTON = '.add_to_cart_button:not(.wc-interactive)';

/** The button's `data-*` attributes, names and values as written. */
export function buttonData( button: Element ): Record< string, FormValue > {
	const data: Record< string, FormValue > = {};
	for ( const { name, value } of Array.from( button.attributes ) ) {
		if ( name.startsWith( 'data-' ) ) {
			data[ name.slice( 5 ) ] = value;
		}
	}
	return data;
}

function showError( message: string ): void {
	const wrapper =
		document.querySelector( '.woocommerce-notices-wrapper' ) ||
		document.querySelector( '.woocommerce' );
	if ( wrapper ) {
		const list = noticeList( [ message ] );
		wrapper.prepend( list );
		scrollToNotices( list );
	}
}

async function add( button: HTMLElement ): Promise< void > {
	clearAnnouncement();
	button.classList.remove( 'added' );
	button.classList.add( 'loading' );
	if (
		! ask( document.body, 'should_send_ajax_request.adding_to_cart', [
			button,
		] )
	) {
		button.classList.remove( 'loading' );
		emit( document.body, 'ajax_request_not_sent.adding_to_cart', [
			false,
			false,
			button,
		] );
		return;
	}
	const data = buttonData( button );
	emit( document.body, 'adding_to_cart', [ button, data ] );
	await cartQueue.enqueue( async () => {
		const restore = fadeCartAreas();
		const result = await cartAjax().addToCart( data );
		restore();
		if ( ! result.ok || ! result.data ) {
			button.classList.remove( 'loading' );
			showError(
				result.ok
					? __(
							'The product could not be added to your cart. Please try again.',
							'woocommerce-gateway-stripe'
						)
					: result.message
			);
			return;
		}
		const answer = result.data;
		const productUrl =
			answer.error && answer.product_url
				? sameOriginUrl( answer.product_url )
				: null;
		if ( answer.error ) {
			button.classList.remove( 'loading' );
			if ( productUrl ) {
				window.location.href = productUrl;
			}
			return;
		}
		if (
			param( 'wc_add_to_cart_params', 'cart_redirect_after_add' ) ===
			'yes'
		) {
			window.location.href =
				sameOriginUrl( param( 'wc_add_to_cart_params', 'cart_url' ) ) ||
				window.location.href;
			return;
		}
		emit( document.body, 'added_to_cart', [
			answer.fragments,
			answer.cart_hash,
			button,
		] );
	} );
}

/** The button after a cart change: added, with its View cart link. */
function updateButton( button: HTMLElement, hasFragments: boolean ): void {
	button.classList.remove( 'loading' );
	if ( ! hasFragments ) {
		return;
	}
	button.classList.add( 'added' );
	const next = button.nextElementSibling;
	if (
		! param( 'wc_add_to_cart_params', 'is_cart' ) &&
		! next?.matches( 'a.added_to_cart' )
	) {
		const label =
			param( 'wc_add_to_cart_params', 'i18n_view_cart' ) ||
			__( 'View cart', 'woocommerce-gateway-stripe' );
		const link = document.createElement( 'a' );
		link.href = param( 'wc_add_to_cart_params', 'cart_url' ) || '/cart/';
		link.className = 'added_to_cart wc-forward';
		link.title = label;
		link.textContent = label;
		button.after( link );
	}
	emit( document.body, 'wc_cart_button_updated', [ button ] );
}

/** What WooCommerce does on `added_to_cart` and `removed_from_cart`. */
function onCartChanged( args: unknown[] ): void {
	const [ fragments, , buttonArg ] = args;
	const button = elementOf( buttonArg ) as HTMLElement | null;
	if ( button ) {
		updateButton( button, isFragmentMap( fragments ) );
	}
	if ( isFragmentMap( fragments ) ) {
		replaceFragments( fragments );
		emit( document.body, 'wc_fragments_loaded' );
	}
	announce( button?.getAttribute( 'data-success_message' ) || '' );
}

export function initAddToCart(): void {
	document.addEventListener( 'click', ( event ) => {
		const button = (
			event.target as Element | null
		 )?.closest< HTMLElement >( BUTTON );
		if (
			! button ||
			! button.matches( '.ajax_add_to_cart' ) ||
			! button.hasAttribute( 'data-product_id' )
		) {
			return;
		}
		event.preventDefault();
		add( button );
	} );
	listen( document.body, 'added_to_cart', onCartChanged );
	listen( document.body, 'removed_from_cart', onCartChanged );
}
