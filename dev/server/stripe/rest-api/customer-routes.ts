/**
 * Customers and their payment methods over Stripe's REST API: create,
 * retrieve, update and search customers (the gateway looks a guest up by
 * name and email before it makes one); retrieve and update a payment
 * method, attach it to a customer and detach it, list a customer's
 * methods of a type (the gateway syncs a shopper's saved cards from it).
 *
 * Follows: Stripe's API: Customers (docs.stripe.com/api/customers, the
 * search query language's `field:'value'` clauses joined by AND) and
 * PaymentMethods (docs.stripe.com/api/payment_methods).
 */
import type { BillingDetails } from '../types';
import type { CustomerRecord } from './ledger';
import type { Answer, Route, RouteContext } from './answers';
import { missing, ok, record, text } from './answers';
import { customerObject, paymentMethodObject } from './stripe-objects';

const FIELDS = [ 'email', 'name', 'phone', 'description' ] as const;

function customerFields( params: Record< string, unknown > ) {
	const fields: Partial< CustomerRecord > = {};
	for ( const field of FIELDS ) {
		if ( params[ field ] !== undefined ) {
			fields[ field ] = text( params[ field ] ) || null;
		}
	}
	if ( record( params.address ) ) {
		fields.address = record< string >( params.address );
	}
	if ( record( params.metadata ) ) {
		fields.metadata = record< string >( params.metadata );
	}
	if ( Array.isArray( params.preferred_locales ) ) {
		fields.preferred_locales = params.preferred_locales.map( String );
	}
	return fields;
}

/** `name:'Tess Tester' AND email:'test@example.com'`: every clause holds. */
export function matchesSearch(
	customer: CustomerRecord,
	query: string
): boolean {
	const clauses = query
		.split( /\s+AND\s+/i )
		.map( ( clause ) =>
			/^(\w+)(?:\['([^']+)'\])?:'((?:[^'\\]|\\.)*)'$/.exec(
				clause.trim()
			)
		);
	return clauses.every( ( clause ) => {
		if ( ! clause ) {
			return false;
		}
		const [ , field, key, value ] = clause;
		const wanted = value.replace( /\\(.)/g, '$1' );
		const held =
			field === 'metadata' && key
				? customer.metadata[ key ]
				: ( customer as unknown as Record< string, unknown > )[ field ];
		return String( held ?? '' ) === wanted;
	} );
}

function retrieveCustomer( { books }: RouteContext, id: string ): Answer {
	const customer = books.ledger.customers.get( id );
	return customer
		? ok( customerObject( customer ) )
		: missing( 'customer', id );
}

function updateCustomer( { books, params }: RouteContext, id: string ): Answer {
	const customer = books.ledger.customers.get( id );
	if ( ! customer ) {
		return missing( 'customer', id );
	}
	const fields = customerFields( params );
	Object.assign( customer, fields, {
		metadata: { ...customer.metadata, ...( fields.metadata || {} ) },
	} );
	return ok( customerObject( customer ) );
}

function listMethods( context: RouteContext, customer: string ): Answer {
	const { books, params } = context;
	const type = text( params.type );
	const data = ( books.ledger.customerMethods.get( customer ) || [] )
		.map( ( id ) => books.account.getPaymentMethod( id ) )
		.filter(
			( method ) =>
				method &&
				method.customer === customer &&
				( ! type || method.type === type )
		)
		.map( ( method ) => paymentMethodObject( method! ) )
		.reverse();
	return ok( {
		object: 'list',
		data,
		has_more: false,
		url: `/v1/customers/${ customer }/payment_methods`,
	} );
}

function retrieveMethod( { books }: RouteContext, id: string ): Answer {
	const method = books.account.getPaymentMethod( id );
	return method
		? ok( paymentMethodObject( method ) )
		: missing( 'PaymentMethod', id );
}

function updateMethod( { books, params }: RouteContext, id: string ): Answer {
	const method = books.account.getPaymentMethod( id );
	if ( ! method ) {
		return missing( 'PaymentMethod', id );
	}
	const billing = record( params.billing_details ) as
		BillingDetails | undefined;
	if ( billing ) {
		method.billing_details = {
			...method.billing_details,
			...billing,
			address: {
				...( method.billing_details.address || {} ),
				...( billing.address || {} ),
			},
		};
	}
	return ok( paymentMethodObject( method ) );
}

function attach( { books, params }: RouteContext, id: string ): Answer {
	const customer = text( params.customer );
	if ( ! books.ledger.customers.has( customer ) ) {
		return missing( 'customer', customer );
	}
	const attached = books.account.attachPaymentMethod( id, customer );
	if ( ! attached.ok ) {
		return { ok: false, status: 404, error: attached.error };
	}
	books.ledger.rememberAttached( customer, id );
	return ok( paymentMethodObject( attached.value ) );
}

function detach( { books }: RouteContext, id: string ): Answer {
	const method = books.account.getPaymentMethod( id );
	if ( ! method ) {
		return missing( 'PaymentMethod', id );
	}
	method.customer = null;
	return ok( paymentMethodObject( method ) );
}

const CUS = '(cus_\\w+)';
const PM = '(pm_\\w+)';

export const CUSTOMER_ROUTES: Route[] = [
	{
		method: 'POST',
		path: /^\/v1\/customers$/,
		handle: ( { books, params } ) =>
			ok(
				customerObject(
					books.ledger.createCustomer( customerFields( params ) )
				)
			),
	},
	{
		method: 'GET',
		path: /^\/v1\/customers\/search$/,
		handle: ( { books, params } ) =>
			ok( {
				object: 'search_result',
				data: [ ...books.ledger.customers.values() ]
					.filter( ( customer ) =>
						matchesSearch( customer, text( params.query ) )
					)
					.map( customerObject ),
				has_more: false,
				next_page: null,
				url: '/v1/customers/search',
			} ),
	},
	{
		method: 'GET',
		path: new RegExp( `^/v1/customers/${ CUS }$` ),
		handle: ( context, [ , id ] ) => retrieveCustomer( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/customers/${ CUS }$` ),
		handle: ( context, [ , id ] ) => updateCustomer( context, id ),
	},
	{
		method: 'GET',
		path: new RegExp( `^/v1/customers/${ CUS }/payment_methods$` ),
		handle: ( context, [ , id ] ) => listMethods( context, id ),
	},
	{
		method: 'GET',
		path: /^\/v1\/payment_methods$/,
		handle: ( context ) =>
			listMethods( context, text( context.params.customer ) ),
	},
	{
		method: 'GET',
		path: new RegExp( `^/v1/payment_methods/${ PM }$` ),
		handle: ( context, [ , id ] ) => retrieveMethod( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/payment_methods/${ PM }$` ),
		handle: ( context, [ , id ] ) => updateMethod( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/payment_methods/${ PM }/attach$` ),
		handle: ( context, [ , id ] ) => attach( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/payment_methods/${ PM }/detach$` ),
		handle: ( context, [ , id ] ) => detach( context, id ),
	},
];
