/**
 * Which classic page this is, and the form its payment methods live in: the
 * checkout (form.checkout), pay for an order or change a subscription's
 * method (both form#order_review), or add a method (form#add_payment_method).
 */
import type { GatewaySettings } from '../../core/settings/types';

export type PageKind =
	'checkout' | 'order-pay' | 'change-payment' | 'add-payment-method';

export interface PaymentPage {
	kind: PageKind;
	form: HTMLFormElement;
	settings: GatewaySettings;
}

export function findPaymentPage(
	settings: GatewaySettings
): PaymentPage | null {
	const find = ( selector: string ) =>
		document.querySelector< HTMLFormElement >( selector );
	const checkout = find( 'form.checkout' );
	if ( checkout ) {
		return { kind: 'checkout', form: checkout, settings };
	}
	const review = find( 'form#order_review' );
	if ( review ) {
		return {
			kind: settings.isChangingPayment ? 'change-payment' : 'order-pay',
			form: review,
			settings,
		};
	}
	const adding = find( 'form#add_payment_method' );
	return adding
		? { kind: 'add-payment-method', form: adding, settings }
		: null;
}
