/**
 * Ajax add-to-cart buttons (the shop's `.ajax_add_to_cart` links): every
 * `data-*` attribute of the button is sent as it is; the button goes
 * loading → added, and a View cart link follows it (not on the cart page).
 * An error with a product URL sends the shopper to the product page (where
 * the shop says why); `cart_redirect_after_add` 'yes' goes to the cart;
 * otherwise `added_to_cart` fires, and its listeners (ours included) update
 * the page, as in WooCommerce.
 */
import { __ } from '@wordpress/i18n';
import { elementOf } from '../../../core/dom/element-of';
import { emit } from '../../../core/dom/jquery-bridge';
import { ask } from '../../../core/dom/jquery-asks';
import { noticeList } from '../../../core/dom/notices';
import { pageParam, wcAjaxTemplate } from '../../../core/dom/page-params';
import { scrollToNotices } from '../../../core/dom/scroll';
import { sameOriginUrl } from '../../../core/hashes/same-origin-url';
import type { FormValue } from '../../../core/transport';
import { isFragmentMap, replaceFragments } from '../fragments';
import { fadeCartAreas } from './fade-cart-areas';
import { sharedCart } from '../shared-cart';
import { announce, clearAnnouncement } from './live-region';
import { emitCartEvent } from './cart-event';

const param = ( key: string ) => pageParam( 'wc_add_to_cart_params', key );
const go = ( url: string ) => {
	// Only ever to a page of this shop.
	const target = sameOriginUrl( url, window.location.origin );
	if ( target ) {
		window.location.href = target;
	}
};

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

/**
 * A failed add is told where the shopper is: in the notices of the page
 * area holding the button (never the header's mini cart, which is folded
 * away), scrolled to, as WooCommerce shows its notices.
 */
function showFailure( button: HTMLElement, message: string ): void {
	const area = button.closest( 'main, #main, .site-main' ) || document.body;
	const place =
		area.querySelector( '.woocommerce-notices-wrapper' ) ||
		area.querySelector( '.woocommerce' ) ||
		area;
	place
		.querySelectorAll( '.wc-add-to-cart-failure' )
		.forEach( ( old ) => old.remove() );
	const list = noticeList( [ message ] );
	list.classList.add( 'wc-add-to-cart-failure' );
	place.prepend( list );
	scrollToNotices( list );
}

export async function addToCart( button: HTMLElement ): Promise< void > {
	const { body } = document;
	clearAnnouncement();
	button.classList.remove( 'added' );
	button.classList.add( 'loading' );
	if (
		! ask( body, 'should_send_ajax_request.adding_to_cart', [ button ] )
	) {
		button.classList.remove( 'loading' );
		emit( body, 'ajax_request_not_sent.adding_to_cart', [
			false,
			false,
			button,
		] );
		return;
	}
	const data = buttonData( button );
	emitCartEvent( 'adding_to_cart', [ button, data ] );
	const { ajax, queue } = sharedCart( wcAjaxTemplate() );
	await queue.enqueue( async () => {
		const restore = fadeCartAreas();
		const result = await ajax.addToCart( data );
		restore();
		const answer = result.ok ? result.data : null;
		if ( ! answer || answer.error ) {
			button.classList.remove( 'loading' );
			if ( answer?.product_url ) {
				go( answer.product_url );
			} else if ( ! result.ok ) {
				showFailure( button, result.message );
			}
		} else if ( param( 'cart_redirect_after_add' ) === 'yes' ) {
			go( param( 'cart_url' ) );
		} else {
			emitCartEvent( 'added_to_cart', [
				answer.fragments,
				answer.cart_hash,
				button,
			] );
		}
	} );
}

/** The button after a cart change: added, with its View cart link. */
function updateButton(
	button: HTMLElement,
	hasFragments: boolean,
	viewCart: string
): void {
	button.classList.remove( 'loading' );
	if ( ! hasFragments ) {
		return;
	}
	button.classList.add( 'added' );
	if (
		! param( 'is_cart' ) &&
		! button.nextElementSibling?.matches( 'a.added_to_cart' )
	) {
		const link = document.createElement( 'a' );
		link.href = param( 'cart_url' ) || '/cart/';
		link.className = 'added_to_cart wc-forward';
		link.title = link.textContent = viewCart;
		button.after( link );
	}
	emit( document.body, 'wc_cart_button_updated', [ button ] );
}

/**
 * What WooCommerce does on `added_to_cart` and `removed_from_cart`. The
 * View cart label is the shop's (`wc_add_to_cart_params.i18n_view_cart`),
 * else ours, translated for the page's script (its chunks' messages are
 * its own: scripts/i18n-map.mjs).
 */
export function onCartChanged( [ fragments, , buttonArg ]: unknown[] ): void {
	const viewCart =
		param( 'i18n_view_cart' ) ||
		__( 'View cart', 'woocommerce-gateway-stripe' );
	const button = elementOf( buttonArg ) as HTMLElement | null;
	const hasFragments = isFragmentMap( fragments );
	if ( button ) {
		updateButton( button, hasFragments, viewCart );
	}
	if ( hasFragments ) {
		replaceFragments( fragments );
		emit( document.body, 'wc_fragments_loaded' );
	}
	announce( button?.getAttribute( 'data-success_message' ) || '' );
}
