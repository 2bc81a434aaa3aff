/**
 * What the cart page does once the shopper acts (WooCommerce's cart.js):
 * Update cart posts the form and puts the shop's new cart in place; remove
 * links, coupons (coupons.ts), the shipping choice (shipping-choice.ts)
 * and the shipping calculator (shipping-calculator.ts) work without a
 * reload. The wallet buttons' area in the totals is moved into the new
 * totals, never re-rendered, so buttons mounted there keep working. Loaded
 * by start.ts, which hands it the page's events.
 */
import { __ } from '@wordpress/i18n';
import { block, unblock } from '../../core/dom/block-ui';
import { emit } from '../../core/dom/jquery-bridge';
import { keepInView } from '../../core/dom/keep-in-view';
import { focusNotice } from '../../core/dom/notice-focus';
import { noticeList } from '../../core/dom/notices';
import { pageParam, wcAjaxTemplate } from '../../core/dom/page-params';
import { scrollToNotices } from '../../core/dom/scroll';
import { sameOriginUrl } from '../../core/hashes/same-origin-url';
import { createCartAjax } from '../../core/transport/cart-ajax';
import { createTransport } from '../../core/transport/transport';
import type { FormValue } from '../../core/transport/types';
import { CART_FORM as FORM, CART_TOTALS, setUpdateEnabled } from './cart-form';
import { clearCouponError, createCoupons } from './coupons';
import { keepExpressArea } from './kept-express-area';
import { CHOSEN_RATE, createShippingChoice } from './shipping-choice';
import {
	CALCULATOR_COUNTRY,
	onCalculatorCountry,
	submitCalculator,
} from './shipping-calculator';

const unreadableCartAnswerMessage = () =>
	__(
		'The shop’s answer could not be read, so your cart was not updated. Please try again.',
		'woocommerce-gateway-stripe'
	);

const transport = createTransport();
const cart = createCartAjax( { ajaxUrl: wcAjaxTemplate() }, transport );
const param = ( key: string ) => pageParam( 'wc_cart_params', key );

const NOTICES =
	'.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success, .coupon-error-message';

const $ = < T extends Element = HTMLElement >( selector: string ) =>
	document.querySelector< T >( selector );

function busy< T >( work: () => Promise< T > ): Promise< T > {
	const areas = [ $( FORM ), $( CART_TOTALS ) ].filter(
		( area ): area is HTMLElement => !! area
	);
	areas.forEach( ( area ) => {
		area.classList.add( 'processing' );
		block( area );
	} );
	return work().finally( () =>
		areas.forEach( ( area ) => {
			area.classList.remove( 'processing' );
			unblock( area );
		} )
	);
}

/** New totals in place of the old, keeping the wallet buttons' area. */
function replaceTotals( fresh: Element ): void {
	const old = $( CART_TOTALS );
	if ( ! old ) {
		return;
	}
	keepExpressArea( old, fresh );
	old.replaceWith( fresh );
	emit( document.body, 'updated_cart_totals' );
}

function showNotices( nodes: Node[] ): void {
	const wrapper = $( '.woocommerce-notices-wrapper' );
	if ( wrapper && nodes.length ) {
		keepInView( () => wrapper.prepend( ...nodes ) );
	}
	scrollToNotices( $( '[role="alert"]' ) );
	focusNotice();
}

/**
 * The shop's answer as a page, if it is the cart page or the empty cart: a
 * PHP notice, a maintenance page or a login wall is neither, and must not
 * take the cart's place.
 */
function cartAnswer( html: string ): Document | null {
	const page = new DOMParser().parseFromString( html, 'text/html' );
	return page.querySelector( `${ FORM }, .wc-empty-cart-message` )
		? page
		: null;
}

/** The shop's cart page in place of ours (WooCommerce's update_wc_div). */
function updateCart( page: Document, keepNotices = false ): void {
	const form = $( FORM );
	if ( ! form ) {
		window.location.reload();
		return;
	}
	const content = form.closest( '.woocommerce' ) || document.body;
	if ( ! keepNotices ) {
		keepInView( () =>
			content.querySelectorAll( NOTICES ).forEach( ( notice ) => {
				if ( ! notice.closest( '.wc-dismissible-notice' ) ) {
					notice.remove();
				}
			} )
		);
	}
	const newForm = page.querySelector( FORM );
	const notices = Array.from(
		page.querySelectorAll( '.woocommerce-notices-wrapper > *' )
	);
	if ( ! newForm ) {
		const empty = page
			.querySelector( '.wc-empty-cart-message' )
			?.closest( '.woocommerce' );
		if ( empty ) {
			content.replaceChildren( ...Array.from( empty.childNodes ) );
		}
		emit( document.body, 'wc_cart_emptied' );
	} else {
		form.replaceWith( newForm );
		setUpdateEnabled( false );
		const totals = page.querySelector( CART_TOTALS );
		if ( totals ) {
			replaceTotals( totals );
		}
		// The header's cart count (no mini cart on this page to refresh it).
		const count = page.querySelector( '.cart-contents-count' );
		if ( count ) {
			$( '.cart-contents-count' )?.replaceWith( count );
		}
		showNotices( notices );
	}
	emit( document.body, 'updated_wc_div' );
}

async function load(
	url: string,
	form?: Record< string, FormValue >,
	keepNotices?: boolean
) {
	const target = sameOriginUrl( url, window.location.origin );
	if ( ! target ) {
		return;
	}
	const result = await busy( () =>
		transport.request< string >( {
			url: target,
			form,
			parse: 'text',
		} )
	);
	const page = result.ok ? cartAnswer( result.data ) : null;
	if ( page ) {
		updateCart( page, keepNotices );
		return;
	}
	// The cart stays as the shopper left it (the quantities they typed, the
	// line they meant to remove) and they are told, so trying again is one
	// click. Following the address instead would lose a posted form.
	showRequestFailure(
		result.ok ? unreadableCartAnswerMessage() : result.error.message
	);
}

/** One notice saying a cart request failed, in place of the last one. */
function showRequestFailure( message: string ): void {
	content()
		.querySelectorAll( '.wc-cart-request-failure' )
		.forEach( ( old ) => old.remove() );
	const notice = noticeList( [ message ] );
	notice.classList.add( 'wc-cart-request-failure' );
	showNotices( [ notice ] );
}

function formFields( form: HTMLFormElement ): Record< string, FormValue > {
	const fields: Record< string, FormValue > = {};
	new FormData( form ).forEach( ( value, name ) => {
		if ( typeof value === 'string' ) {
			fields[ name ] = value;
		}
	} );
	return fields;
}

/** After a coupon change: the shop's cart again, keeping the notice. */
async function reloadCart(): Promise< void > {
	const form = $< HTMLFormElement >( FORM );
	const result = await transport.request< string >( {
		url: form?.action || window.location.href,
		parse: 'text',
	} );
	const page = result.ok ? cartAnswer( result.data ) : null;
	if ( page ) {
		updateCart( page, true );
	}
}

const coupons = createCoupons( {
	cart,
	param,
	busy,
	replaceNotices: ( nodes ) => {
		content()
			.querySelectorAll( NOTICES )
			.forEach( ( notice ) => notice.remove() );
		showNotices( nodes );
	},
	reloadCart,
} );

const chooseShipping = createShippingChoice( {
	cart,
	param,
	busy,
	replaceTotals,
	showFailure: ( message ) =>
		showRequestFailure( message || unreadableCartAnswerMessage() ),
} );

const content = () => $( FORM )?.closest( '.woocommerce' ) || document.body;

/**
 * A field changed: the cart can be updated, a coupon retyped, a rate or the
 * calculator's country chosen.
 */
export function onEdit( event: Event ): void {
	const target = event.target as Element;
	if ( target.closest?.( `${ FORM } .cart_item` ) ) {
		setUpdateEnabled( true );
	}
	if ( target.matches?.( '#coupon_code' ) ) {
		clearCouponError();
	}
	if ( event.type === 'change' && target.matches?.( CHOSEN_RATE ) ) {
		chooseShipping();
	}
	if ( event.type === 'change' && target.matches?.( CALCULATOR_COUNTRY ) ) {
		onCalculatorCountry( target as HTMLSelectElement );
	}
}

/**
 * The cart form submitted (its default already prevented), with the button
 * that submitted it and the field that had the focus then: Enter in the
 * coupon field or Apply coupon applies the coupon, anything else updates.
 */
export function onSubmit(
	form: HTMLFormElement,
	submitter: Element | null,
	focused: Element | null
): void {
	if (
		! focused?.matches( 'input.qty' ) &&
		( submitter?.getAttribute( 'name' ) === 'apply_coupon' ||
			focused?.matches( '#coupon_code' ) )
	) {
		coupons.apply();
		return;
	}
	load( form.action, {
		...formFields( form ),
		update_cart: 'Update Cart',
	} );
}

/**
 * Another script changed the cart (`wc_update_cart`, `added_to_cart`): the
 * form posted as it is, without an action, so the shop shows its cart and
 * changes nothing (WooCommerce's cart.js `update_cart`).
 */
export function onUpdateCart( keepNotices: boolean ): void {
	const form = $< HTMLFormElement >( FORM );
	if ( form ) {
		load( form.action, formFields( form ), keepNotices );
	}
}

/** A cart line's remove link, or a removed line's "Undo?" (default prevented). */
export function onRemoveLine( link: HTMLAnchorElement ): void {
	load( link.href );
}

/** A coupon's remove link (its default already prevented). */
export function onRemoveCoupon( link: HTMLElement ): void {
	coupons.remove( link );
}

/** The shipping calculator's link (its default already prevented). */
export { toggleCalculator as onToggleCalculator } from './shipping-calculator';

/** The shipping calculator submitted (its default already prevented). */
export function onCalculate( form: HTMLFormElement ): void {
	submitCalculator( form, formFields( form ), load );
}
