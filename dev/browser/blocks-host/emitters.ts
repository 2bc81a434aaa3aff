/**
 * Checkout events (CONTRACTS §1 "eventRegistration"): observers with
 * priorities (lower first), unsubscribe functions, async observers, and the
 * deprecated aliases.
 */
export type ObserverResponse =
	| {
			type?: 'success' | 'failure' | 'error';
			message?: string;
			errorMessage?: string;
			messageContext?: string;
			context?: string;
			redirectUrl?: string;
			retry?: boolean;
			validationErrors?: Record< string, unknown >;
			meta?: {
				paymentMethodData?: Record< string, unknown >;
				billingAddress?: unknown;
				shippingAddress?: unknown;
				billingData?: unknown;
			};
	  }
	| true
	| undefined
	| void
	| null
	| false;

type Callback = (
	arg: unknown
) => ObserverResponse | Promise< ObserverResponse >;

export const EVENTS = [
	'onCheckoutValidation',
	'onPaymentSetup',
	'onCheckoutSuccess',
	'onCheckoutFail',
	'onShippingRateSuccess',
	'onShippingRateFail',
	'onShippingRateSelectSuccess',
	'onShippingRateSelectFail',
] as const;
export type EventName = ( typeof EVENTS )[ number ];

const ALIASES: Record< string, EventName > = {
	onCheckoutValidationBeforeProcessing: 'onCheckoutValidation',
	onCheckoutBeforeProcessing: 'onCheckoutValidation',
	onPaymentProcessing: 'onPaymentSetup',
	onCheckoutAfterProcessingWithSuccess: 'onCheckoutSuccess',
	onCheckoutAfterProcessingWithError: 'onCheckoutFail',
};

export function isErrorResponse(
	response: ObserverResponse
): response is Exclude<
	ObserverResponse,
	true | undefined | void | null | false
> & { type: 'error' | 'failure' } {
	return (
		!! response &&
		typeof response === 'object' &&
		( response.type === 'error' || response.type === 'failure' )
	);
}

export function createEmitters() {
	const observers = new Map<
		EventName,
		Array< { callback: Callback; priority: number; order: number } >
	>();
	let counter = 0;
	const subscribe =
		( event: EventName ) =>
		( callback: Callback, priority = 10 ) => {
			const entry = { callback, priority, order: counter++ };
			observers.set( event, [
				...( observers.get( event ) || [] ),
				entry,
			] );
			return () =>
				observers.set(
					event,
					( observers.get( event ) || [] ).filter(
						( item ) => item !== entry
					)
				);
		};
	const registration: Record< string, ReturnType< typeof subscribe > > = {};
	for ( const event of EVENTS ) {
		registration[ event ] = subscribe( event );
	}
	for ( const [ alias, event ] of Object.entries( ALIASES ) ) {
		registration[ alias ] = subscribe( event );
	}

	/** Runs observers in priority order, stopping at the first error/failure. */
	async function emit(
		event: EventName,
		arg: unknown
	): Promise< ObserverResponse[] > {
		const list = [ ...( observers.get( event ) || [] ) ].sort(
			( a, b ) => a.priority - b.priority || a.order - b.order
		);
		const responses: ObserverResponse[] = [];
		for ( const { callback } of list ) {
			let response: ObserverResponse;
			try {
				response = await callback( arg );
			} catch ( error ) {
				response = {
					type: 'error',
					message:
						error instanceof Error
							? error.message
							: String( error ),
				};
			}
			responses.push( response );
			if ( isErrorResponse( response ) ) {
				break;
			}
		}
		return responses;
	}

	return { registration, emit };
}
