/**
 * Choosing a shipping rate in the cart totals, as WooCommerce's cart.js
 * does: `update_shipping_method` with every chosen rate, then the shop's new
 * totals in place and the mini cart refreshed (the cart's hash changed). An
 * answer without totals changed nothing: the choice shows the shop's rate
 * again, so choosing the new one once more is the retry, and the shopper is
 * told.
 */
import { emit } from '../../core/dom/jquery-bridge';
import { nodesFromServerHtml } from '../../core/dom/server-html';
import type { CartAjax } from '../../core/transport/cart-ajax';
import { CART_TOTALS } from './cart-form';

/** What the rate choice uses of the cart page (cart-page.ts). */
export interface ShippingChoicePage {
	cart: CartAjax;
	param: ( key: string ) => string;
	/** Runs the work with the cart and its totals blocked. */
	busy: < T >( work: () => Promise< T > ) => Promise< T >;
	/** The shop's totals in place of the page's. */
	replaceTotals: ( fresh: Element ) => void;
	/** Tells the shopper a cart request failed (a message or the page's own). */
	showFailure: ( message: string ) => void;
}

const RATES = 'input[name^="shipping_method"]';

export const CHOSEN_RATE = `${ RATES }, select.shipping_method`;

export function createShippingChoice( page: ShippingChoicePage ) {
	return async function chooseShipping(): Promise< void > {
		const rates = Array.from(
			document.querySelectorAll< HTMLInputElement >(
				`${ RATES }:checked, select.shipping_method`
			)
		).map( ( input ) => input.value );
		const result = await page.busy( () =>
			page.cart.updateShippingMethod(
				page.param( 'update_shipping_method_nonce' ),
				rates
			)
		);
		const fresh = result.ok
			? nodesFromServerHtml( result.data.html ).find(
					( node ): node is Element =>
						node instanceof Element && node.matches( CART_TOTALS )
				)
			: undefined;
		if ( fresh ) {
			page.replaceTotals( fresh );
			emit( document.body, 'wc_fragment_refresh' );
		} else {
			document
				.querySelectorAll< HTMLInputElement >( RATES )
				.forEach(
					( input ) => ( input.checked = input.defaultChecked )
				);
			page.showFailure( result.ok ? '' : result.message );
		}
		emit( document.body, 'updated_shipping_method' );
	};
}
