/**
 * The checkout's coupon form: hidden until its link is clicked (400 ms
 * slide); applying and removing go through the shop's apply_coupon and
 * remove_coupon. An error stays beside the coupon field as an alert; a
 * success closes the form, shows the shop's notice and updates the order
 * review without touching the chosen shipping rates.
 */
import { block, unblock } from '../../core/dom/block-ui';
import { emit } from '../../core/dom/jquery-bridge';
import { noticeList } from '../../core/dom/notices';
import { nodesFromServerHtml } from '../../core/dom/server-html';
import { slideToggle, slideUp } from '../../core/dom/slide';
import type { ShopAjax } from '../../core/transport';
import { delegate, isShown } from '../../core/dom/form-dom';
import { asAlert, removeNotices } from './notices';
import type { CheckoutParams } from './params';

const SLIDE_MS = 400;
const ERROR_ID = 'coupon-error-notice';

function textOf( html: string ): string {
	const holder = document.createElement( 'div' );
	holder.append( ...nodesFromServerHtml( html ) );
	return ( holder.textContent || '' ).trim();
}

export function startCoupon(
	couponForm: HTMLFormElement,
	params: CheckoutParams,
	ajax: ShopAjax
): void {
	const field = () =>
		couponForm.querySelector< HTMLInputElement >( '#coupon_code' );
	const links = () =>
		document.querySelectorAll< HTMLElement >( 'a.showcoupon' );
	const setExpanded = ( open: boolean ) =>
		links().forEach( ( link ) =>
			link.setAttribute( 'aria-expanded', String( open ) )
		);

	function removeError(): void {
		const input = field();
		input?.classList.remove( 'has-error' );
		input?.removeAttribute( 'aria-invalid' );
		input?.removeAttribute( 'aria-describedby' );
		document.getElementById( ERROR_ID )?.remove();
	}

	function showError( message: string ): void {
		const input = field();
		removeError();
		if ( ! input || ! message ) {
			return;
		}
		input.classList.add( 'has-error' );
		input.setAttribute( 'aria-invalid', 'true' );
		input.setAttribute( 'aria-describedby', ERROR_ID );
		const notice = document.createElement( 'span' );
		notice.className = ERROR_ID;
		notice.id = ERROR_ID;
		notice.setAttribute( 'role', 'alert' );
		notice.textContent = message;
		input.parentElement?.append( notice );
		input.focus();
	}

	function close(): void {
		slideUp( couponForm, SLIDE_MS );
		setExpanded( false );
	}

	function clearInput(): void {
		const input = field();
		if ( input ) {
			input.value = '';
		}
		removeError();
	}

	couponForm.hidden = true;
	couponForm.style.removeProperty( 'display' );

	delegate< MouseEvent >( document, 'click', 'a.showcoupon', ( event ) => {
		event.preventDefault();
		const opening = ! isShown( couponForm );
		slideToggle( couponForm, SLIDE_MS );
		setExpanded( opening );
		if ( opening ) {
			couponForm.querySelector< HTMLElement >( 'input, button' )?.focus();
		}
	} );
	couponForm.addEventListener( 'input', removeError );
	couponForm.addEventListener( 'change', removeError );

	couponForm.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		removeError();
		if ( couponForm.classList.contains( 'processing' ) ) {
			return;
		}
		couponForm.classList.add( 'processing' );
		block( couponForm );
		const code = field()?.value ?? '';
		const answer = await ajax.applyCoupon( {
			security: params.applyCouponNonce,
			coupon_code: code,
			billing_email:
				document.querySelector< HTMLInputElement >(
					'form.checkout input[name="billing_email"]'
				)?.value ?? '',
		} );
		couponForm.classList.remove( 'processing' );
		unblock( couponForm );
		if ( ! answer.ok ) {
			showError( answer.message || textOf( params.checkoutError ) );
			return;
		}
		removeNotices(
			'.woocommerce-error, .woocommerce-message, .is-error, .is-success, .checkout-inline-error-message'
		);
		if ( answer.data.isError ) {
			showError( textOf( answer.data.html ) );
		} else {
			close();
			couponForm.before( ...nodesFromServerHtml( answer.data.html ) );
			clearInput();
		}
		emit( document.body, 'applied_coupon_in_checkout', [ code ] );
		emit( document.body, 'update_checkout', [
			{ update_shipping_method: false },
		] );
	} );

	delegate< KeyboardEvent >(
		document,
		'keydown',
		'.woocommerce-remove-coupon',
		( event, link ) => {
			if ( event.key === ' ' ) {
				event.preventDefault();
				link.click();
			}
		}
	);
	delegate< MouseEvent >(
		document,
		'click',
		'.woocommerce-remove-coupon',
		async ( event, link ) => {
			event.preventDefault();
			const area = link.closest< HTMLElement >(
				'.woocommerce-checkout-review-order'
			);
			area?.classList.add( 'processing' );
			if ( area ) {
				block( area );
			}
			const coupon = link.dataset.coupon ?? '';
			const answer = await ajax.removeCoupon( {
				security: params.removeCouponNonce,
				coupon,
			} );
			removeNotices();
			area?.classList.remove( 'processing' );
			if ( area ) {
				unblock( area );
			}
			const checkout = document.querySelector(
				'form.woocommerce-checkout'
			);
			if ( ! answer.ok ) {
				checkout?.before(
					asAlert( [
						noticeList( [
							answer.message || textOf( params.checkoutError ),
						] ),
					] )
				);
				return;
			}
			if ( ! answer.data.html ) {
				return;
			}
			checkout?.before( ...nodesFromServerHtml( answer.data.html ) );
			emit( document.body, 'removed_coupon_in_checkout', [ coupon ] );
			emit( document.body, 'update_checkout', [
				{ update_shipping_method: false },
			] );
			clearInput();
			close();
		}
	);
}
