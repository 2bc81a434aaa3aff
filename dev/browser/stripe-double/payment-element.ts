/**
 * The Payment Element: real inputs in the page (not an iframe), `ready`,
 * `change` ({ complete, empty, value: { type } }) and `loaderror` events, and
 * the values createPaymentMethod reads.
 */
import { createEvents } from './events';
import { REDIRECT_NOTE, fieldsFor } from './payment-fields';
import type { FieldSpec } from './payment-fields';

export interface PaymentElementDouble {
	mount: ( target: string | HTMLElement ) => void;
	unmount: () => void;
	destroy: () => void;
	on: ( name: string, listener: ( event: any ) => void ) => void;
	off: ( name: string, listener?: ( event: any ) => void ) => void;
	once: ( name: string, listener: ( event: any ) => void ) => void;
	update: ( options: Record< string, unknown > ) => void;
	collapse: () => void;
	focus: () => void;
	blur: () => void;
	clear: () => void;
	/** Double only: what elements.submit() and createPaymentMethod read. */
	__type: () => string;
	__values: () => Record< string, string >;
	/** The element's `fields.billingDetails` option. */
	__billingFields: () => Record< string, any > | string;
	__validate: () => { type: string; code: string; message: string } | null;
}

let counter = 0;

export function createPaymentElement(
	type: string,
	options: Record< string, any >
): PaymentElementDouble {
	const events = createEvents();
	const id = `stripe-double-${ ++counter }`;
	const collectAddress =
		options?.fields?.billingDetails?.address !== 'never' &&
		options?.fields?.billingDetails?.address?.postalCode !== 'never';
	const fields = fieldsFor( type, collectAddress );
	const inputs = new Map< string, HTMLInputElement | HTMLSelectElement >();
	let container: HTMLElement | null = null;
	let root: HTMLElement | null = null;

	const values = () =>
		Object.fromEntries(
			[ ...inputs ].map( ( [ name, input ] ) => [ name, input.value ] )
		);
	const incompleteField = (): FieldSpec | undefined =>
		fields.find(
			( field ) =>
				field.complete &&
				! field.complete( inputs.get( field.name )?.value || '' )
		);
	const emitChange = () => {
		const empty = [ ...inputs.values() ].every(
			( input ) => input instanceof HTMLSelectElement || ! input.value
		);
		events.emit( 'change', {
			elementType: 'payment',
			complete: ! incompleteField(),
			empty,
			collapsed: false,
			value: { type },
		} );
	};

	function render(): HTMLElement {
		const wrapper = document.createElement( 'div' );
		wrapper.className = 'StripeElement stripe-double-payment-element';
		// Stripe's element draws its fields' own boxes and no frame around
		// them: on the page it sits in the method's payment box alone.
		wrapper.setAttribute( 'style', 'display:grid;gap:.4rem' );
		if ( ! fields.length ) {
			const note = document.createElement( 'p' );
			note.textContent = REDIRECT_NOTE;
			wrapper.appendChild( note );
		}
		for ( const field of fields ) {
			const label = document.createElement( 'label' );
			label.htmlFor = `${ id }-${ field.name }`;
			label.textContent = field.label;
			const input = field.options
				? document.createElement( 'select' )
				: document.createElement( 'input' );
			input.id = `${ id }-${ field.name }`;
			input.name = field.name;
			if ( input instanceof HTMLInputElement ) {
				input.type = 'text';
				input.placeholder = field.placeholder || '';
				input.autocomplete = ( field.autocomplete ||
					'off' ) as AutoFill;
			} else {
				for ( const [ value, text ] of field.options || [] ) {
					input.add( new Option( text, value ) );
				}
			}
			const error = document.createElement( 'p' );
			error.className = 'stripe-double-field-error';
			error.setAttribute(
				'style',
				'color:#cc1818;margin:0;font-size:.85rem'
			);
			input.addEventListener( 'input', () => {
				error.textContent = '';
				emitChange();
			} );
			input.addEventListener( 'change', emitChange );
			inputs.set( field.name, input );
			wrapper.append( label, input, error );
		}
		if ( type === 'sepa_debit' ) {
			const mandate = document.createElement( 'p' );
			mandate.textContent =
				'By providing your IBAN and confirming this payment, you authorise the shop and Stripe to send instructions to your bank to debit your account.';
			wrapper.appendChild( mandate );
		}
		return wrapper;
	}

	const failures: string[] =
		( window as any ).__devShop?.elementLoadFailures || [];

	return {
		mount( target ) {
			container =
				typeof target === 'string'
					? document.querySelector( target )
					: target;
			if ( ! container ) {
				throw new Error(
					`The selector you specified (${ String( target ) }) applies to no DOM elements that are currently on the page.`
				);
			}
			if ( failures.includes( type ) ) {
				setTimeout(
					() =>
						events.emit( 'loaderror', {
							elementType: 'payment',
							error: {
								type: 'api_error',
								message: 'Failed to load the Payment Element.',
							},
						} ),
					10
				);
				return;
			}
			// Mounted again after an unmount: the same inputs come back, as
			// Stripe keeps what the shopper typed in an element it re-attaches.
			root = root || render();
			container.appendChild( root );
			setTimeout( () => {
				events.emit( 'ready', { elementType: 'payment' } );
				emitChange();
			}, 10 );
		},
		unmount() {
			root?.remove();
		},
		destroy() {
			root?.remove();
			root = null;
			inputs.clear();
		},
		on: events.on,
		off: events.off,
		once( name, listener ) {
			events.once( name, listener );
		},
		update() {},
		collapse() {},
		focus() {
			inputs.values().next().value?.focus();
		},
		blur() {},
		clear() {
			inputs.forEach( ( input ) => {
				if ( input instanceof HTMLInputElement ) {
					input.value = '';
				}
			} );
		},
		__type: () => type,
		__values: values,
		__billingFields: () => options?.fields?.billingDetails || {},
		__validate() {
			const field = incompleteField();
			if ( ! field || ! field.incomplete ) {
				return null;
			}
			const error = root?.querySelector(
				`#${ id }-${ field.name } + .stripe-double-field-error`
			);
			if ( error ) {
				error.textContent = field.incomplete.message;
			}
			return { type: 'validation_error', ...field.incomplete };
		},
	};
}
