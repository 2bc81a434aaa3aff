/**
 * Saving a customer's payment method as the gateway's token of its kind
 * (WooCommerce's token types): cards, SEPA and the other debits, Link,
 * Cash App Pay and Amazon Pay. A method is saved once; a Link account
 * belongs to the card gateway, as Link pays inside the card element.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-payment-tokens.php and
 * class-wc-stripe-*-payment-token.php (8.8.0).
 */
import type { ShopState } from '../../dev-shop/state';
import type { SavedToken } from '../../woocommerce/includes/types';
import type { PaymentMethod } from '../../stripe/types';
import { gatewayIdFor } from '../methods/payment-methods';

type TokenFields = Pick<
	SavedToken,
	'type' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'gateway'
>;

const named = (
	method: PaymentMethod,
	type: string,
	brand: string,
	last4 = ''
): TokenFields => ( {
	type,
	brand,
	last4,
	expMonth: 0,
	expYear: 0,
	gateway: gatewayIdFor( method.type ),
} );

/** The token's fields, or null for a method the gateway never saves. */
export function tokenFieldsFor( method: PaymentMethod ): TokenFields | null {
	switch ( method.type ) {
		case 'card':
			return method.card
				? {
						type: 'cc',
						brand: method.card.brand,
						last4: method.card.last4,
						expMonth: method.card.exp_month,
						expYear: method.card.exp_year,
						gateway: 'stripe',
					}
				: null;
		case 'link':
			return {
				...named( method, 'link', 'Link' ),
				brand: `Link (${ method.link?.email || '' })`,
				gateway: 'stripe',
			};
		case 'sepa_debit':
			return named(
				method,
				'sepa',
				'SEPA IBAN',
				method.sepa_debit?.last4
			);
		case 'us_bank_account':
			return named(
				method,
				'us_bank_account',
				method.us_bank_account?.bank_name || 'Bank account',
				method.us_bank_account?.last4
			);
		case 'acss_debit':
			return named(
				method,
				'acss',
				'Pre-Authorized Debit',
				method.acss_debit?.last4
			);
		case 'bacs_debit':
			return named(
				method,
				'bacs_debit',
				'Bacs Direct Debit',
				method.bacs_debit?.last4
			);
		case 'au_becs_debit':
			return named(
				method,
				'becs_debit',
				'BECS Direct Debit',
				method.au_becs_debit?.last4
			);
		case 'cashapp':
			return named(
				method,
				'cashapp',
				`Cash App Pay (${ method.cashapp?.cashtag || '' })`
			);
		case 'amazon_pay':
			return named(
				method,
				'amazon_pay',
				`Amazon Pay (${ method.billing_details.email || '' })`
			);
		default:
			return null;
	}
}

/** A customer's new saved method (a token), once; returns its token id. */
export function saveTokenFor(
	state: ShopState,
	customerId: number,
	paymentMethodId: string
): number | null {
	const customer = state.customers.find(
		( entry ) => entry.id === customerId
	);
	const method = state.account.getPaymentMethod( paymentMethodId );
	const fields = method && tokenFieldsFor( method );
	if ( ! customer || ! method || ! fields ) {
		return null;
	}
	const known = state.tokens.find(
		( token ) => token.paymentMethodId === method.id
	);
	if ( known ) {
		return known.id;
	}
	state.account.attachPaymentMethod( method.id, customer.stripeCustomer );
	const id = Math.max( 0, ...state.tokens.map( ( token ) => token.id ) ) + 1;
	state.tokens.push( {
		id,
		customerId: customer.id,
		paymentMethodId: method.id,
		isDefault: false,
		...fields,
	} );
	return id;
}
