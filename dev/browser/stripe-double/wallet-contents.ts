/**
 * What the test wallet holds: the cards and shipping addresses a test picks
 * in the payment sheet, and the contact details the wallet hands over with
 * the payment.
 */

/** Test cards the wallet can hold (Stripe's documented numbers). */
export const WALLET_CARDS: Array< [ string, string ] > = [
	[ '4242424242424242', 'Visa •••• 4242' ],
	[ '4000002760003184', 'Visa •••• 3184 (3D Secure)' ],
	[ '4000000000000002', 'Visa •••• 0002 (declined)' ],
];

export interface SheetAddress {
	label: string;
	name: string;
	line1: string;
	city: string;
	state: string;
	postal_code: string;
	/** What Apple Pay shows the shop before the shopper pays (redacted). */
	partial_postal_code?: string;
	country: string;
}

/**
 * Addresses a wallet may hold: countries without states (DE, PL), postcodes
 * Apple Pay redacts until payment (GB, CA), one with a state name (US), and
 * one the shop cannot ship to (AQ).
 */
export const SHEET_ADDRESSES: SheetAddress[] = [
	{
		label: 'Jane Doe, Alexanderplatz 1, 10178 Berlin, DE',
		name: 'Jane Doe',
		line1: 'Alexanderplatz 1',
		city: 'Berlin',
		state: '',
		postal_code: '10178',
		country: 'DE',
	},
	{
		label: 'Jane Doe, ul. Marszałkowska 1, 00-624 Warszawa, PL',
		name: 'Jane Doe',
		line1: 'ul. Marszałkowska 1',
		city: 'Warszawa',
		state: '',
		postal_code: '00-624',
		country: 'PL',
	},
	{
		label: 'Jane Doe, 10 Downing Street, London SW1A 2AA, GB',
		name: 'Jane Doe',
		line1: '10 Downing Street',
		city: 'London',
		state: '',
		postal_code: 'SW1A 2AA',
		partial_postal_code: 'SW1A',
		country: 'GB',
	},
	{
		label: 'Jane Doe, 301 Front St W, Toronto ON M5V 2T6, CA',
		name: 'Jane Doe',
		line1: '301 Front St W',
		city: 'Toronto',
		state: 'ON',
		postal_code: 'M5V 2T6',
		partial_postal_code: 'M5V',
		country: 'CA',
	},
	{
		label: 'Jane Doe, 350 5th Ave, New York NY 10118, US',
		name: 'Jane Doe',
		line1: '350 5th Ave',
		city: 'New York',
		state: 'New York',
		postal_code: '10118',
		country: 'US',
	},
	{
		label: 'Jane Doe, McMurdo Station, AQ',
		name: 'Jane Doe',
		line1: 'McMurdo Station',
		city: 'McMurdo',
		state: '',
		postal_code: '',
		country: 'AQ',
	},
];

export const CONTACT = {
	email: 'jane@example.com',
	phone: '+49 (30) 123-4567',
};
