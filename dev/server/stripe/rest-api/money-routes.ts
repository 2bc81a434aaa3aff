/**
 * The account itself and its money over Stripe's REST API: the account
 * (its country, currency and capabilities, which the gateway caches and
 * reads to decide which methods it may offer), charges and their balance
 * transactions (the gateway records Stripe's fee and the net on the
 * order), refunds, and the payment method configurations the shared
 * account holds.
 *
 * Follows: Stripe's API: Accounts (docs.stripe.com/api/accounts/retrieve),
 * Charges, Balance Transactions, Refunds, Payment Method Configurations.
 */
import { stripeId } from '../ids';
import { STRIPE_METHODS } from '../method-support';
import type { Answer, Route, RouteContext } from './answers';
import { invalid, missing, ok, record, text } from './answers';
import {
	balanceTransactionObject,
	chargeObject,
	refundObject,
} from './money-objects';

export interface AccountFacts {
	country: string;
	currency: string;
}

export function accountObject( facts: AccountFacts ) {
	const capabilities = Object.fromEntries(
		Object.keys( STRIPE_METHODS )
			.filter( ( type ) => ! STRIPE_METHODS[ type ].retired )
			.map( ( type ) => [ `${ type }_payments`, 'active' ] )
	);
	return {
		id: 'acct_realstoredouble',
		object: 'account',
		business_profile: { name: 'Real Store', url: null, mcc: null },
		business_type: 'company',
		capabilities: { ...capabilities, transfers: 'active' },
		charges_enabled: true,
		country: facts.country,
		created: 1700000000,
		default_currency: facts.currency.toLowerCase(),
		details_submitted: true,
		email: 'owner@real-store.test',
		payouts_enabled: true,
		settings: {
			card_payments: {
				statement_descriptor_prefix: 'REALSTORE',
				statement_descriptor_prefix_kana: null,
				statement_descriptor_prefix_kanji: null,
			},
			payments: { statement_descriptor: 'REAL STORE' },
			payouts: { schedule: { interval: 'daily', delay_days: 2 } },
		},
		type: 'standard',
	};
}

function refund( { books, params }: RouteContext ): Answer {
	const chargeId =
		text( params.charge ) ||
		( text( params.payment_intent )
			? books.ledger.chargeFor( text( params.payment_intent ) ).id
			: '' );
	const charge = books.ledger.charges.get( chargeId );
	const intent = charge && books.account.getIntent( charge.intentId );
	if ( ! charge || ! intent || intent.object !== 'payment_intent' ) {
		return missing( 'charge', chargeId );
	}
	const left = intent.amount - charge.amountRefunded;
	const amount = params.amount !== undefined ? Number( params.amount ) : left;
	if ( ! Number.isInteger( amount ) || amount <= 0 || amount > left ) {
		return {
			ok: false,
			error: {
				type: 'invalid_request_error',
				code: 'amount_too_large',
				message: `Refund amount (${ amount }) is greater than unrefunded amount on charge (${ left })`,
				param: 'amount',
			},
		};
	}
	const made = {
		id: stripeId( 're' ),
		charge: charge.id,
		intentId: intent.id,
		amount,
		currency: intent.currency,
		reason: text( params.reason ) || null,
		metadata: record< string >( params.metadata ) || {},
		balanceTransaction: stripeId( 'txn' ),
		created: Math.floor( Date.now() / 1000 ),
	};
	books.ledger.refunds.set( made.id, made );
	charge.amountRefunded += amount;
	charge.refunds.push( made.id );
	return ok( refundObject( made ) );
}

export function moneyRoutes( facts: AccountFacts ): Route[] {
	return [
		{
			method: 'GET',
			path: /^\/v1\/account$/,
			handle: () => ok( accountObject( facts ) ),
		},
		{
			method: 'GET',
			path: /^\/v1\/charges\/(ch_\w+)$/,
			handle: ( context, [ , id ] ) => {
				const charge = chargeObject( context.books, id );
				if ( ! charge ) {
					return missing( 'charge', id );
				}
				const refunds = context.books.ledger.charges.get( id )!.refunds;
				return ok( {
					...charge,
					refunds: {
						object: 'list',
						data: refunds.map( ( refundId ) =>
							refundObject(
								context.books.ledger.refunds.get( refundId )!
							)
						),
						has_more: false,
						url: `/v1/charges/${ id }/refunds`,
					},
				} );
			},
		},
		{
			method: 'GET',
			path: /^\/v1\/(?:balance\/history|balance_transactions)\/(txn_\w+)$/,
			handle: ( context, [ , id ] ) => {
				const txn = balanceTransactionObject( context.books, id );
				return txn ? ok( txn ) : missing( 'balance transaction', id );
			},
		},
		{ method: 'POST', path: /^\/v1\/refunds$/, handle: refund },
		{
			method: 'GET',
			path: /^\/v1\/refunds\/(re_\w+)$/,
			handle: ( context, [ , id ] ) => {
				const found = context.books.ledger.refunds.get( id );
				return found
					? ok( refundObject( found ) )
					: missing( 'refund', id );
			},
		},
		{
			method: 'GET',
			path: /^\/v1\/payment_method_configurations$/,
			handle: ( { books } ) => {
				const configuration = books.account.defaultConfiguration();
				return ok( {
					object: 'list',
					data: configuration ? [ configuration ] : [],
					has_more: false,
					url: '/v1/payment_method_configurations',
				} );
			},
		},
		{
			method: 'GET',
			path: /^\/v1\/payment_method_configurations\/(pmc_\w+)$/,
			handle: ( { books }, [ , id ] ) => {
				const configuration = books.account.getConfiguration( id );
				return configuration
					? ok( configuration )
					: missing( 'payment_method_configuration', id );
			},
		},
		{
			method: 'POST',
			path: /^\/v1\/payment_method_configurations\/(pmc_\w+)$/,
			handle: ( { books, params }, [ , id ] ) => {
				const configuration = books.account.getConfiguration( id );
				if ( ! configuration ) {
					return missing( 'payment_method_configuration', id );
				}
				// `card[display_preference][preference]=on`, per type.
				for ( const [ type, value ] of Object.entries( params ) ) {
					const preference = text(
						record( record( value )?.display_preference )
							?.preference
					);
					const setting = record( configuration[ type ] );
					if (
						! setting ||
						! [ 'on', 'off', 'none' ].includes( preference )
					) {
						continue;
					}
					setting.display_preference = {
						...record( setting.display_preference ),
						preference,
						value: preference === 'on' ? 'on' : 'off',
					};
				}
				books.account.saveConfiguration( configuration );
				return ok( configuration );
			},
		},
		{
			method: 'POST',
			path: /^\/v1\/charges$/,
			handle: () =>
				invalid(
					'The Stripe double takes payments through PaymentIntents only; the Charges API (sources) is not answered.'
				),
		},
	];
}
