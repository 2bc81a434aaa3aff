/**
 * A Stripe payment that did not go through on a classic page: the message
 * goes to the checkout's notices (the checkout releases its form), or, on
 * the pay-for-order, change-payment and add-method forms, to an alert at the
 * top of the form, which is released too. A message Stripe already shows
 * beside its field (an incomplete card) adds no notice.
 */
import { unblock } from '../../core/dom/block-ui';
import { noticeList } from '../../core/dom/notices';
import type { CheckoutFormApi } from '../checkout-form/form-page';
import {
	SUBMIT_GROUP,
	asAlert,
	prependGroup,
	removeNotices,
	scrollToCheckoutNotices,
} from '../checkout-form/notices';

export function releaseForm( form: HTMLFormElement ): void {
	form.classList.remove( 'processing' );
	unblock( form );
}

export function showPaymentError(
	form: HTMLFormElement,
	api: CheckoutFormApi | null,
	message: string
): void {
	if ( ! message ) {
		releaseForm( form );
		return;
	}
	if ( api ) {
		api.showError( message );
		return;
	}
	removeNotices(
		`.${ SUBMIT_GROUP }, .woocommerce-error:not(.wc-stripe-load-error)`
	);
	prependGroup( form, SUBMIT_GROUP, [
		asAlert( [ noticeList( [ message ] ) ] ),
	] );
	releaseForm( form );
	scrollToCheckoutNotices( form );
}
