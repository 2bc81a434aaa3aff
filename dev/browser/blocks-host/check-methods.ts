/**
 * Which registered methods can pay, asked as WooCommerce asks: one method
 * after another, regular methods in the store's sort order then registration
 * order and only when the cart lists them, express methods in registration
 * order without that list. A check that throws or answers `{ error }` hides
 * the method; only a store admin sees why, in the payments (or express) area.
 */
import { NOTICE_CONTEXTS } from './notice-contexts';

interface Checkable {
	name: string;
	paymentMethodId: string;
	canMakePayment: ( arg: unknown ) => unknown;
}

export interface CheckInput {
	methods: Record< string, Checkable >;
	express: boolean;
	sortOrder: string[];
	arg: { paymentMethods: string[] };
	isAdmin: boolean;
	addNotice: ( notice: {
		id: string;
		content: string;
		context: string;
	} ) => void;
}

function order( input: CheckInput ): string[] {
	const registered = Object.keys( input.methods );
	return input.express
		? registered
		: Array.from( new Set( [ ...input.sortOrder, ...registered ] ) );
}

export async function availableMethodNames(
	input: CheckInput
): Promise< string[] > {
	const available: string[] = [];
	for ( const name of order( input ) ) {
		const method = input.methods[ name ];
		if ( ! method ) {
			continue;
		}
		try {
			const listed =
				input.express || input.arg.paymentMethods.includes( name );
			const answer =
				listed &&
				( await Promise.resolve( method.canMakePayment( input.arg ) ) );
			if ( answer ) {
				const error = ( answer as { error?: { message?: string } } )
					.error;
				if ( typeof answer === 'object' && error ) {
					throw new Error( error.message );
				}
				available.push( name );
			}
		} catch ( error ) {
			if ( input.isAdmin ) {
				input.addNotice( {
					id: `wc-${ method.paymentMethodId }-registration-error`,
					content: `There was an error registering the payment method with id '${ method.paymentMethodId }':  ${ String(
						error
					) }`,
					context: input.express
						? NOTICE_CONTEXTS.EXPRESS_PAYMENTS
						: NOTICE_CONTEXTS.PAYMENTS,
				} );
			}
		}
	}
	return available;
}
