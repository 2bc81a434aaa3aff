/**
 * Creating a payment method as Stripe does: the type is required and must
 * be one Stripe still processes; cards are checked (number, expiry,
 * security code); debits need plausible bank details (bank-details.ts);
 * Link carries the shopper's Link account.
 *
 * Follows: Stripe's Create a PaymentMethod
 * (docs.stripe.com/api/payment_methods/create).
 */
import { validateCard } from './card-validation';
import { cardBrand } from './test-cards';
import { stripeId } from './ids';
import { bankDetails } from './bank-details';
import { STRIPE_METHODS } from './method-support';
import type { PaymentMethod, StripeResult } from './types';

/** The card wallets Stripe names in `card.wallet.type`. */
const WALLETS = [ 'google_pay', 'apple_pay' ];

function unknownType( type: string ): StripeResult< PaymentMethod > {
	return {
		ok: false,
		error: {
			type: 'invalid_request_error',
			code: 'parameter_invalid',
			message: `Invalid payment method type: "${ type }" is not a payment method type this account can use.`,
			param: 'type',
		},
	};
}

export function buildPaymentMethod(
	params: Record< string, unknown >
): StripeResult< PaymentMethod > {
	const type = typeof params.type === 'string' ? params.type : '';
	if ( ! type ) {
		return {
			ok: false,
			error: {
				type: 'invalid_request_error',
				code: 'parameter_missing',
				message: 'Missing required param: type.',
				param: 'type',
			},
		};
	}
	// A retired type (giropay, Sofort) is refused as Stripe refuses it.
	if ( ! STRIPE_METHODS[ type ] || STRIPE_METHODS[ type ].retired ) {
		return unknownType( type );
	}
	const method: PaymentMethod = {
		id: stripeId( 'pm' ),
		object: 'payment_method',
		type,
		billing_details:
			( params.billing_details as PaymentMethod[ 'billing_details' ] ) ||
			{},
		customer: null,
		created: Math.floor( Date.now() / 1000 ),
	};
	if ( type === 'card' ) {
		const input = ( params.card as Record< string, unknown > ) || {};
		const card = validateCard( input );
		if ( ! card.ok ) {
			return card;
		}
		method.card = {
			brand: cardBrand( card.number ),
			last4: card.number.slice( -4 ),
			exp_month: card.month,
			exp_year: card.year,
			test_number: card.number,
			...( WALLETS.includes( String( input.wallet ) )
				? { wallet: String( input.wallet ) }
				: {} ),
		};
	}
	if ( type === 'link' ) {
		const link = ( params.link as Record< string, unknown > ) || {};
		method.link = {
			email: String(
				link.email ||
					method.billing_details.email ||
					'shopper@link.test'
			),
		};
	}
	if ( type === 'cashapp' ) {
		// The test Cash App account that scans the code.
		method.cashapp = { cashtag: '$shopper' };
	}
	const bank = bankDetails( type, params );
	if ( bank && ! bank.ok ) {
		return bank;
	}
	return { ok: true, value: { ...method, ...bank?.patch } };
}
