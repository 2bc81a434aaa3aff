/**
 * What the double sends Stripe to make a payment method from an Elements
 * group: the type the element pays with now (Link may stand in for the
 * card) and that type's details from the element's inputs, with the
 * billing details given and what the element asked for itself. A wallet
 * sheet pays with the test card chosen in it, from its wallet.
 */
import type { ElementsDouble } from './elements';
import { LINK_EMAIL } from './link-option';

function walletMethodData( elements: ElementsDouble, billingDetails: unknown ) {
	return {
		type: 'card',
		billing_details: billingDetails || {},
		card: {
			number: elements.__walletCard,
			exp_month: 12,
			exp_year: 2034,
			cvc: '123',
			// Stripe records an Apple Pay or Google Pay card's wallet
			// (`card.wallet.type`); the double's server is told which.
			wallet: elements.__walletType,
		},
	};
}

/** Each type's details, from the element's values. */
const DETAILS: Record<
	string,
	( values: Record< string, string > ) => Record< string, unknown >
> = {
	card: ( values ) => {
		const [ month, year ] = String( values.expiry || '' )
			.split( '/' )
			.map( ( part ) => part.trim() );
		return {
			card: {
				number: values.number,
				exp_month: Number( month ),
				exp_year: Number( year ),
				cvc: values.cvc,
			},
		};
	},
	link: ( values ) => ( {
		link: { email: values.link_email || LINK_EMAIL },
	} ),
	sepa_debit: ( values ) => ( { sepa_debit: { iban: values.iban } } ),
	boleto: ( values ) => ( { boleto: { tax_id: values.tax_id } } ),
	bacs_debit: ( values ) => ( {
		bacs_debit: {
			sort_code: values.sort_code,
			account_number: values.account_number,
		},
	} ),
	au_becs_debit: ( values ) => ( {
		au_becs_debit: {
			bsb_number: values.bsb_number,
			account_number: values.account_number,
		},
	} ),
	us_bank_account: ( values ) => ( {
		us_bank_account: {
			financial_connections_account: values.financial_connections_account,
			routing_number: values.routing_number,
			account_number: values.account_number,
		},
	} ),
};

export function methodData(
	elements: ElementsDouble,
	billingDetails: unknown
): Record< string, unknown > {
	if ( elements.__walletCard ) {
		return walletMethodData( elements, billingDetails );
	}
	const element = elements.__paymentElement();
	const type = element ? element.__type() : 'card';
	const values = element ? element.__values() : {};
	// What the element asked for itself joins the billing details given.
	const given = ( billingDetails || {} ) as Record< string, any >;
	const collected = Object.fromEntries(
		( [ 'country', 'postal_code' ] as const )
			.filter( ( name ) => values[ name ] )
			.map( ( name ) => [ name, values[ name ] ] )
	);
	return {
		type,
		billing_details: Object.keys( collected ).length
			? {
					...given,
					address: {
						...collected,
						...Object.fromEntries(
							Object.entries( given.address || {} ).filter(
								( [ , value ] ) => value !== undefined
							)
						),
					},
				}
			: given,
		...DETAILS[ type ]?.( values ),
	};
}
