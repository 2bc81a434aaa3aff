/**
 * The wallets, by the names Stripe uses for them: keys in element options
 * (`googlePay`), payment types in events (`google_pay`), and the brand names
 * shoppers know. Brand names are not translated.
 */
import { ownValue } from '../lookup/own-value';

const BRANDS: Readonly< Record< string, string > > = {
	apple_pay: 'Apple Pay',
	google_pay: 'Google Pay',
	amazon_pay: 'Amazon Pay',
	paypal: 'PayPal',
	link: 'Link',
};

/** The brand of an express payment type ('google_pay' → 'Google Pay'). */
export function walletBrand( paymentType: string ): string {
	return ownValue( BRANDS, paymentType ) || paymentType;
}
