/**
 * WooCommerce's classic checkout on `form.checkout`. With the page: the
 * payment method list and the order review updates (the first one at once,
 * as WooCommerce's `init_checkout` does). Once the shopper acts: the rest
 * (behaviours.ts), and what the page asked to come with it
 * (`alongBehaviours`: the Stripe gateways' submit hooks). A submit before
 * then waits for them all.
 */
import { emit, listen } from '../../core/dom/jquery-bridge';
import { createShopAjax } from '../../core/transport/shop-ajax';
import { createTransport } from '../../core/transport/transport';
import type { CheckoutFormApi, FlowGuard, FormPage } from './form-page';
import { startOrderReview } from './order-review';
import { readCheckoutParams } from './params';
import {
	startPaymentList,
	type CountryRule,
	type PaymentList,
} from './payment-methods';
import { loadHoldingEarlyClicks } from './hold-early-clicks';
import { networkErrorMessage } from '../../core/messages/network';
import { noticeList } from '../../core/dom/notices';
import { SUBMIT_GROUP, prependGroup, removeNotices } from './notices';

export type { CheckoutFormApi, CountryRule, FlowGuard, PaymentList };

export interface CheckoutPage {
	form: HTMLFormElement;
	api: CheckoutFormApi;
	payments: PaymentList;
	/**
	 * Code that must be there before the order is placed, loaded with the
	 * behaviours (every submit waits for them). Called as the page starts,
	 * before anything could load them.
	 */
	alongBehaviours: ( load: () => Promise< unknown > ) => void;
}

export function startCheckoutForm( options: {
	guard: FlowGuard;
	allowedIn?: CountryRule;
} ): CheckoutPage | null {
	const params = readCheckoutParams();
	const form = document.querySelector< HTMLFormElement >( 'form.checkout' );
	if ( ! params || ! form ) {
		return null;
	}
	const ajax = createShopAjax(
		{ ajaxUrl: params.ajaxUrl },
		createTransport()
	);
	// A field left before the behaviours arrived (a fast tab through the
	// first fields) is checked as soon as they do.
	const leftEarly = new Set< EventTarget >();
	const noteLeft = ( event: Event ) =>
		event.target && leftEarly.add( event.target );
	form.addEventListener( 'focusout', noteLeft );
	const along: Array< () => Promise< unknown > > = [];
	const actions = loadHoldingEarlyClicks( () =>
		Promise.all( [
			import( './behaviours' ),
			...along.map( ( load ) => load() ),
		] ).then( ( [ module ] ) => {
			const loaded = module.startBehaviours( page );
			form.removeEventListener( 'focusout', noteLeft );
			leftEarly.forEach( ( field ) =>
				field.dispatchEvent(
					new Event( 'validate', { bubbles: true } )
				)
			);
			return loaded;
		} )
	);
	const payments = startPaymentList( form, options.allowedIn );
	const review = startOrderReview( form, params, ajax, {
		afterAnswer: payments.init,
		reload: () => window.location.reload(),
		afterFailure: () =>
			actions().then( ( loaded ) => loaded.validateAll() ),
	} );
	const api: CheckoutFormApi = {
		form,
		showError: ( message ) => {
			options.guard.end();
			actions().then(
				( loaded ) => loaded.showError( message ),
				() => {}
			);
		},
	};
	const page: FormPage = {
		form,
		params,
		ajax,
		review,
		guard: options.guard,
		api,
		navigation: window.location,
	};
	// The `onsubmit` property, not a listener: jQuery's trigger( 'submit' )
	// from other plugins calls it too (and only it), so every submit of the
	// form comes here and none posts the page natively.
	form.onsubmit = () => {
		review.cancelTyping();
		actions().then(
			( loaded ) => loaded.submit(),
			() => {
				// The rest of the checkout could not load: say so, post
				// nothing.
				removeNotices( `.${ SUBMIT_GROUP }` );
				prependGroup( form, SUBMIT_GROUP, [
					noticeList( [ networkErrorMessage( 'other' ) ] ),
				] );
			}
		);
		return false;
	};
	listen( document.body, 'init_checkout', () =>
		emit( document.body, 'update_checkout' )
	);
	if ( params.isCheckout ) {
		emit( document.body, 'init_checkout' );
	}
	return {
		form,
		api,
		payments,
		alongBehaviours: ( load ) => along.push( load ),
	};
}
