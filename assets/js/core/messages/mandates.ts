/**
 * The mandates a debit needs the shopper to see before they pay, shown
 * beside Stripe's element (whose own mandate is switched off with its
 * `terms` option, so the text follows the shop's language): what the
 * shopper authorises, and the rights each scheme gives them.
 */
import { __ } from '@wordpress/i18n';
import type { PaymentMethodId } from '../payment-methods/types';

const MANDATES: Partial< Record< PaymentMethodId, () => string > > = {
	sepa_debit: () =>
		__(
			'By providing your IBAN and confirming this payment, you authorise this store and Stripe, its payment service provider, to send instructions to your bank to debit your account, and your bank to debit your account in line with those instructions. You are entitled to a refund from your bank under the terms and conditions of your agreement with it; a refund must be claimed within eight weeks from the date your account was debited. Your rights are explained in a statement you can obtain from your bank. You agree to be notified of future debits up to two days before they are made.',
			'woocommerce-gateway-stripe'
		),
	au_becs_debit: () =>
		__(
			'By providing your bank account details and confirming this payment, you agree to this Direct Debit Request and the Direct Debit Request service agreement, and you authorise Stripe Payments Australia Pty Ltd (ACN 160 180 343, Direct Debit User ID 507156) to debit your account through the Bulk Electronic Clearing System (BECS) on behalf of this store, for any amounts separately communicated to you.',
			'woocommerce-gateway-stripe'
		),
	us_bank_account: () =>
		__(
			'By confirming this payment, you authorise this store to debit the bank account you chose for this payment and, if you save it, for later payments you make, and to credit it to correct any error. You can withdraw this authorisation at any time by contacting the store; it applies to payments made after that notice within a reasonable time.',
			'woocommerce-gateway-stripe'
		),
};

/** The mandate the shopper must see for this method, or '' if none. */
export function mandateText( methodId: PaymentMethodId ): string {
	return MANDATES[ methodId ]?.() ?? '';
}
