/**
 * The cart page's coupons, as WooCommerce's cart.js has them: Apply (or
 * Enter in the field) sends `apply_coupon`; the shop's error notice is shown
 * beside the field as an alert tied to it, a success notice above the cart,
 * which is then fetched again. A coupon's [Remove] sends `remove_coupon`; if
 * that fails, the link is followed, which removes it without script. An
 * answer the shop could not give keeps the typed code and says so.
 */
import { __ } from '@wordpress/i18n';
import { emit } from '../../core/dom/jquery-bridge';
import { nodesFromServerHtml } from '../../core/dom/server-html';
import type { CartAjax } from '../../core/transport/cart-ajax';
import { CART_FORM } from './cart-form';

/** What the coupons use of the cart page (cart-page.ts). */
export interface CouponPage {
	cart: CartAjax;
	param: ( key: string ) => string;
	/** Runs the work with the cart and its totals blocked. */
	busy: < T >( work: () => Promise< T > ) => Promise< T >;
	/** The shop's notices in place of those the page shows. */
	replaceNotices: ( nodes: Node[] ) => void;
	/** The shop's cart again, keeping the notice just shown. */
	reloadCart: () => Promise< void >;
}

const ERROR_ID = 'coupon-error-message';

const couldNotApply = () =>
	__( 'The coupon could not be applied.', 'woocommerce-gateway-stripe' );

const codeField = () =>
	document.querySelector< HTMLInputElement >( '#coupon_code' );

function showError( message: string ): void {
	const coupon = document.querySelector( `${ CART_FORM } .coupon` );
	const input = codeField();
	if ( ! coupon || ! input ) {
		return;
	}
	const error = document.createElement( 'p' );
	error.className = 'coupon-error-message';
	error.id = ERROR_ID;
	error.setAttribute( 'role', 'alert' );
	error.textContent = message;
	coupon.appendChild( error );
	input.classList.add( 'has-error' );
	input.setAttribute( 'aria-invalid', 'true' );
	input.setAttribute( 'aria-describedby', ERROR_ID );
}

/** The field's error goes as soon as the shopper types again. */
export function clearCouponError(): void {
	document.getElementById( ERROR_ID )?.remove();
	const input = codeField();
	input?.classList.remove( 'has-error' );
	input?.removeAttribute( 'aria-invalid' );
	input?.removeAttribute( 'aria-describedby' );
}

export function createCoupons( page: CouponPage ) {
	return {
		async apply(): Promise< void > {
			const input = codeField();
			const code = input?.value.trim() || '';
			clearCouponError();
			const result = await page.busy( () =>
				page.cart.applyCoupon( {
					security: page.param( 'apply_coupon_nonce' ),
					coupon_code: code,
				} )
			);
			if ( ! result.ok ) {
				showError( result.message || couldNotApply() );
				return;
			}
			const nodes = nodesFromServerHtml( result.data.html );
			if ( result.data.isError ) {
				const text = nodes
					.map( ( node ) => node.textContent )
					.join( ' ' );
				showError( text.trim() || couldNotApply() );
				return;
			}
			page.replaceNotices( nodes );
			emit( document.body, 'applied_coupon', [ code ] );
			if ( input ) {
				input.value = '';
			}
			await page.busy( page.reloadCart );
		},

		async remove( link: HTMLElement ): Promise< void > {
			const code = link.getAttribute( 'data-coupon' ) || '';
			const result = await page.busy( () =>
				page.cart.removeCoupon( {
					security: page.param( 'remove_coupon_nonce' ),
					coupon: code,
				} )
			);
			if ( ! result.ok ) {
				window.location.href = ( link as HTMLAnchorElement ).href;
				return;
			}
			page.replaceNotices( nodesFromServerHtml( result.data.html ) );
			emit( document.body, 'removed_coupon', [ code ] );
			await page.busy( page.reloadCart );
		},
	};
}
