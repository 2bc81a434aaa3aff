/**
 * Checkout and payment events: observers in priority order (lower first,
 * equal priorities in the order they subscribed), each subscription returning
 * its unsubscribe, the deprecated aliases. Two ways to run them, as in
 * WooCommerce:
 * - `emit` runs every observer and keeps the answers that are objects with a
 *   `type`; a throwing observer is logged and skipped.
 * - `emitWithAbort` stops at the first error or failure; a throwing observer
 *   is logged and stands as a bare `{ type: 'error' }`, with no message for
 *   the shopper.
 */
import { deprecated } from './registry/deprecated';

export interface ObserverAnswer {
	type: string;
	message?: unknown;
	errorMessage?: unknown;
	messageContext?: unknown;
	context?: unknown;
	redirectUrl?: unknown;
	retry?: unknown;
	validationErrors?: unknown;
	meta?: Record< string, unknown >;
}

type Observer = ( arg: unknown ) => unknown;

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

export function isObserverAnswer( value: unknown ): value is ObserverAnswer {
	return (
		!! value &&
		typeof value === 'object' &&
		Object.prototype.hasOwnProperty.call( value, 'type' )
	);
}

export const isSuccess = ( value: unknown ): boolean =>
	isObserverAnswer( value ) && value.type === 'success';
export const isFailure = ( value: unknown ): boolean =>
	isObserverAnswer( value ) && value.type === 'failure';
export const isError = ( value: unknown ): boolean =>
	isObserverAnswer( value ) && value.type === 'error';

export function createEmitters() {
	const observers = new Map<
		EventName,
		Array< { observer: Observer; priority: number } >
	>();
	const subscribe =
		( event: EventName ) =>
		( observer: Observer, priority = 10 ) => {
			const entry = { observer, priority };
			const list = [ ...( observers.get( event ) || [] ) ];
			const at = list.findIndex( ( item ) => item.priority > priority );
			list.splice( at < 0 ? list.length : at, 0, entry );
			observers.set( event, list );
			return () =>
				observers.set(
					event,
					( observers.get( event ) || [] ).filter(
						( item ) => item !== entry
					)
				);
		};
	const registration: Record<
		string,
		( observer: Observer, priority?: number ) => () => void
	> = {};
	for ( const event of EVENTS ) {
		registration[ event ] = subscribe( event );
	}
	for ( const [ alias, event ] of Object.entries( ALIASES ) ) {
		registration[ alias ] = ( observer, priority ) => {
			deprecated( alias, event );
			return subscribe( event )( observer, priority );
		};
	}
	// Observers added while an event runs wait for the next one.
	const current = ( event: EventName ) => [
		...( observers.get( event ) || [] ),
	];

	async function emit( event: EventName, arg?: unknown ) {
		const answers: ObserverAnswer[] = [];
		for ( const { observer } of current( event ) ) {
			try {
				const answer = await observer( arg );
				if ( isObserverAnswer( answer ) ) {
					answers.push( answer );
				}
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( error );
			}
		}
		return answers;
	}

	async function emitWithAbort( event: EventName, arg?: unknown ) {
		const answers: ObserverAnswer[] = [];
		for ( const { observer } of current( event ) ) {
			try {
				const answer = await observer( arg );
				if ( ! isObserverAnswer( answer ) ) {
					continue;
				}
				answers.push( answer );
				if ( isError( answer ) || isFailure( answer ) ) {
					break;
				}
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( error );
				answers.push( { type: 'error' } );
				break;
			}
		}
		return answers;
	}

	return { registration, emit, emitWithAbort };
}
