/**
 * The mini cart kept current across pages and tabs, as WooCommerce's
 * cart-fragments script does: fragments cached in session storage and
 * reused while the cart hash matches (under a day), refreshed from the shop
 * otherwise, on `wc_fragment_refresh` / `updated_wc_div`, when another tab
 * changes the cart, and after a back-forward cache restore.
 */
import { emit, listen } from '../../core/dom/jquery-bridge';
import { pageParam, wcAjaxTemplate } from '../../core/dom/page-params';
import { requestRefreshedFragments } from '../../core/transport/refreshed-fragments';
import { cartQueue } from './cart-queue';
import { readCookie } from '../../core/dom/read-cookie';
import { MINI_CART, isFragmentMap, replaceFragments } from './fragments';
import { FRAGMENT_LIFETIME_MS, cacheDecision } from './fragment-cache';

const CREATED_KEY = 'wc_cart_created';

function storagesWork(): boolean {
	try {
		for ( const storage of [ localStorage, sessionStorage ] ) {
			storage.setItem( 'wc', 'test' );
			storage.removeItem( 'wc' );
		}
		return true;
	} catch {
		return false;
	}
}

export function initCartFragments(): void {
	const fragmentName = pageParam(
		'wc_cart_fragments_params',
		'fragment_name'
	);
	const hashKey = pageParam( 'wc_cart_fragments_params', 'cart_hash_key' );
	if ( ! fragmentName || ! hashKey ) {
		return;
	}
	const timeoutMs =
		Number( pageParam( 'wc_cart_fragments_params', 'request_timeout' ) ) ||
		5000;
	const storage = storagesWork();
	let timer = 0;
	const refreshIn = ( ms: number ) => {
		window.clearTimeout( timer );
		timer = window.setTimeout( refresh, ms );
	};

	const remember = ( fragments: unknown, hash: unknown ) => {
		if ( ! storage ) {
			return;
		}
		const cartHash = typeof hash === 'string' ? hash : '';
		if ( ! sessionStorage.getItem( hashKey ) ) {
			sessionStorage.setItem( CREATED_KEY, String( Date.now() ) );
		}
		sessionStorage.setItem( fragmentName, JSON.stringify( fragments ) );
		// Local storage tells the shopper's other tabs that the cart changed.
		localStorage.setItem( hashKey, cartHash );
		sessionStorage.setItem( hashKey, cartHash );
	};

	async function refresh(): Promise< void > {
		const result = await cartQueue().enqueue( () =>
			requestRefreshedFragments( wcAjaxTemplate(), timeoutMs )
		);
		const fragments = result?.fragments;
		if ( ! isFragmentMap( fragments ) ) {
			emit( document.body, 'wc_fragments_ajax_error' );
			return;
		}
		replaceFragments( fragments );
		if ( storage ) {
			sessionStorage.setItem( CREATED_KEY, String( Date.now() ) );
		}
		remember( fragments, result?.cart_hash );
		emit( document.body, 'wc_fragments_refreshed' );
		refreshIn( FRAGMENT_LIFETIME_MS );
	}

	listen( document.body, 'wc_fragment_refresh', refresh );
	listen( document.body, 'updated_wc_div', refresh );
	listen( document.body, 'added_to_cart', ( [ fragments, hash ] ) =>
		remember( fragments, hash )
	);
	listen( document.body, 'removed_from_cart', ( [ fragments, hash ] ) =>
		remember( fragments, hash )
	);
	window.addEventListener( 'storage', ( event ) => {
		if (
			event.key === hashKey &&
			localStorage.getItem( hashKey ) !==
				sessionStorage.getItem( hashKey )
		) {
			refresh();
		}
	} );
	window.addEventListener( 'pageshow', ( event ) => {
		if ( event.persisted ) {
			document
				.querySelectorAll( MINI_CART )
				.forEach( ( area ) => area.replaceChildren() );
			emit( document.body, 'wc_fragment_refresh' );
		}
	} );

	if ( ! storage ) {
		refresh();
		return;
	}
	let cached: unknown = null;
	try {
		cached = JSON.parse( sessionStorage.getItem( fragmentName ) || 'null' );
	} catch {}
	const created = sessionStorage.getItem( CREATED_KEY );
	const decision = cacheDecision( {
		fragments: cached,
		storedHash: sessionStorage.getItem( hashKey ) || '',
		cookieHash: readCookie( 'woocommerce_cart_hash' ) || '',
		createdAt: created ? Number( created ) : null,
		now: Date.now(),
	} );
	if ( ! decision.reuse ) {
		if ( decision.fetch ) {
			refresh();
		}
		return;
	}
	if ( ! isFragmentMap( cached ) ) {
		refresh();
		return;
	}
	replaceFragments( cached );
	if ( decision.refreshInMs !== null ) {
		refreshIn( decision.refreshInMs );
	}
	emit( document.body, 'wc_fragments_loaded' );
}
