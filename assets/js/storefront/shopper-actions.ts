/**
 * The storefront's shopper actions, wired at load and run by a script of
 * their own (./actions), loaded on the first action: an ajax add-to-cart
 * button, a mini cart remove link, the coming-soon banner's Dismiss, and
 * the page update after `added_to_cart` / `removed_from_cart` (fired by us
 * or by another script). The browser's own action is stopped at once; if
 * the script cannot be loaded, the link is followed, which does the same
 * without JavaScript.
 */
import { __ } from '@wordpress/i18n';
import { listen, pageParam } from '../core/dom';
import type { StorefrontActions } from './actions';

export const ADD_BUTTON =
	'.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';
const REMOVE_LINK = '.remove_from_cart_button';
const DISMISS_BANNER = 'a.coming-soon-footer-banner-dismiss';
const GLOBAL = 'wcStripeStorefrontActions';

// Where this script was loaded from: the actions script sits beside it.
const ownUrl =
	document.currentScript instanceof HTMLScriptElement
		? document.currentScript.src
		: '';

/** The actions script's URL: printed by the shop, or beside this script. */
export function actionsUrl( own: string ): string {
	return (
		pageParam( 'wc_stripe_storefront_params', 'actions_url' ) ||
		own.replace( /storefront\.js/, 'storefront-actions.js' )
	);
}

let loading: Promise< StorefrontActions > | null = null;

function actions(): Promise< StorefrontActions > {
	loading ??= new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = actionsUrl( ownUrl );
		script.onload = () => {
			const loaded = ( window as unknown as Record< string, unknown > )[
				GLOBAL
			] as StorefrontActions | undefined;
			if ( loaded ) {
				resolve( loaded );
			} else {
				reject();
			}
		};
		script.onerror = () => {
			// A later action may try again.
			loading = null;
			reject();
		};
		document.head.appendChild( script );
	} );
	return loading;
}

export function initShopperActions(): void {
	const viewCart =
		pageParam( 'wc_add_to_cart_params', 'i18n_view_cart' ) ||
		__( 'View cart', 'woocommerce-gateway-stripe' );
	document.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const add = target.closest?.< HTMLElement >( ADD_BUTTON );
		const remove = target.closest?.< HTMLAnchorElement >( REMOVE_LINK );
		const link = add || remove || target.closest?.( DISMISS_BANNER );
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		actions().then(
			( run ) => {
				if ( add ) {
					run.addToCart( add );
				} else if ( remove ) {
					run.removeFromMiniCart( remove );
				} else {
					run.dismissComingSoon( link );
				}
			},
			() => {
				const href = link.getAttribute( 'href' );
				if ( href && href !== '#' ) {
					window.location.href = href;
				}
			}
		);
	} );
	for ( const name of [ 'added_to_cart', 'removed_from_cart' ] ) {
		listen( document.body, name, ( args ) =>
			actions().then( ( run ) => run.onCartChanged( args, viewCart ) )
		);
	}
}
