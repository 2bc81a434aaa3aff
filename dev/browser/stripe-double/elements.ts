/**
 * `stripe.elements()`: one group per call, holding its options (mode, amount,
 * currency, payment method types or a payment method configuration, or an
 * intent's client secret) and the elements created from it: the Payment
 * Element, the Express Checkout Element and the Payment Method Messaging
 * Element.
 */
import { intentPath, stripeApi } from './api';
import { createPaymentElement } from './payment-element';
import type { PaymentElementDouble } from './payment-element-api';
import { createExpressElement } from './express-element';
import { createMessagingElement } from './messaging-element';

export interface ElementsDouble {
	create: ( type: string, options?: Record< string, any > ) => any;
	getElement: ( type: string ) => any;
	update: ( options: Record< string, unknown > ) => void;
	submit: () => Promise< { error?: unknown } >;
	fetchUpdates: () => Promise< Record< string, never > >;
	__options: () => Record< string, any >;
	__paymentElement: () => PaymentElementDouble | null;
	/** The test card the wallet sheet paid with. */
	__walletCard?: string;
	/** The sheet's wallet (its `expressPaymentType`). */
	__walletType?: string;
}

async function intentTypes( clientSecret: string ): Promise< string > {
	const intent = await stripeApi(
		`${ intentPath( clientSecret ).path }?client_secret=${ encodeURIComponent(
			clientSecret
		) }`
	);
	return intent.payment_method_types?.[ 0 ] || 'card';
}

/**
 * Elements in deferred mode without a list of types take them from a
 * payment method configuration (the one named, else the account's).
 */
function fromConfiguration( options: Record< string, any > ): boolean {
	return (
		! options.clientSecret &&
		! options.paymentMethodTypes &&
		( !! options.paymentMethodConfiguration || !! options.mode )
	);
}

/** Stripe's elements session: the types such an element shows. */
async function sessionTypes(
	options: Record< string, any >
): Promise< string[] > {
	const answer = await stripeApi( '/elements/sessions', {
		payment_method_configuration: options.paymentMethodConfiguration,
		mode: options.mode,
		amount: options.amount,
		currency: options.currency,
		excluded_payment_method_types: options.excludedPaymentMethodTypes,
	} );
	if ( answer.error ) {
		throw answer.error;
	}
	return answer.payment_method_types || [];
}

export function createElements(
	options: Record< string, any > = {}
): ElementsDouble {
	let current = { ...options };
	const created = new Map< string, any >();
	const group: ElementsDouble = {
		create( type, elementOptions = {} ) {
			if ( type === 'payment' && fromConfiguration( current ) ) {
				const element = createPaymentElement( 'card', elementOptions, {
					types: [],
					mode: current.mode,
					choices: sessionTypes( current ),
					amount: () => current.amount,
				} );
				created.set( type, element );
				return element;
			}
			if ( type === 'payment' ) {
				const types: string[] = current.paymentMethodTypes || [
					'card',
				];
				// With a client secret, the intent says which type it takes.
				const method = current.clientSecret
					? intentTypes( current.clientSecret )
					: types[ 0 ];
				const element = createPaymentElement( method, elementOptions, {
					types,
					mode: current.clientSecret ? undefined : current.mode,
					amount: () => current.amount,
				} );
				created.set( type, element );
				return element;
			}
			if ( type === 'paymentMethodMessaging' ) {
				const element = createMessagingElement(
					elementOptions,
					current.locale && current.locale !== 'auto'
						? current.locale
						: 'en'
				);
				created.set( type, element );
				return element;
			}
			if ( type === 'expressCheckout' ) {
				const element = createExpressElement( group, elementOptions );
				created.set( type, element );
				return element;
			}
			throw new Error(
				`The Stripe.js double does not implement the "${ type }" element.`
			);
		},
		getElement: ( type ) => created.get( type ) || null,
		update( change ) {
			// Never remounts: what the shopper typed stays.
			current = { ...current, ...change };
			(
				created.get( 'payment' ) as PaymentElementDouble | undefined
			 )?.__reflectAmount();
		},
		async submit() {
			const payment = created.get( 'payment' ) as
				PaymentElementDouble | undefined;
			const error = payment?.__validate();
			return error ? { error } : {};
		},
		async fetchUpdates() {
			return {};
		},
		__options: () => current,
		__paymentElement: () =>
			( created.get( 'payment' ) as PaymentElementDouble ) || null,
	};
	return group;
}
