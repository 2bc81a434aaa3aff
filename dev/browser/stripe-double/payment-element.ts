/**
 * The Payment Element: real inputs in the page (not an iframe), `ready`,
 * `change` ({ complete, empty, value: { type } }) and `loaderror` events, and
 * the values createPaymentMethod reads. Each type draws its fields
 * (payment-fields.ts), its extra parts (Link inside the card form, ACH's
 * bank connection: method-widgets.ts) and, unless the integration shows
 * its own (`terms`), the mandate Stripe shows for a debit. An element made
 * from an intent's client secret learns its type from the intent. An
 * element made from a payment method configuration offers the types its
 * elements session answered, as an accordion (accordion.ts): the shopper
 * opens one, and `change` carries its type.
 */
import { createEvents } from './events';
import { mountTarget } from './dom-builder';
import { REDIRECT_NOTE, fieldsFor } from './payment-fields';
import type { FieldSpec } from './payment-fields';
import { ACSS_NOTE, widgetFor } from './method-widgets';
import type { MethodWidget } from './method-widgets';
import { elementMandate } from './mandate-terms';
import { drawFields } from './field-inputs';
import type { Inputs } from './field-inputs';
import { drawAccordion } from './accordion';
import type { ElementGroup, PaymentElementDouble } from './payment-element-api';

let counter = 0;

function loadFailure( type: string, group: ElementGroup ) {
	const failures: string[] =
		( window as any ).__devShopStripeDouble?.elementLoadFailures || [];
	if ( failures.includes( type ) ) {
		return 'Failed to load the Payment Element.';
	}
	// Stripe makes a pre-authorized debit's element from its intent only.
	if ( type === 'acss_debit' && group.mode ) {
		return 'acss_debit is not supported with deferred intent creation: create the PaymentIntent first and pass its client secret to Elements.';
	}
	return '';
}

export function createPaymentElement(
	typeOrIntent: string | Promise< string >,
	options: Record< string, any >,
	group: ElementGroup = { types: [] }
): PaymentElementDouble {
	const events = createEvents();
	const id = `stripe-double-${ ++counter }`;
	const address = options?.fields?.billingDetails?.address;
	const collectAddress = {
		country: address !== 'never' && address?.country !== 'never',
		postalCode: address !== 'never' && address?.postalCode !== 'never',
	};
	let type = typeof typeOrIntent === 'string' ? typeOrIntent : 'card';
	let fields: FieldSpec[] = [];
	let widget: MethodWidget | null = null;
	let inputs: Inputs = new Map();
	let container: HTMLElement | null = null;
	let root: HTMLElement | null = null;
	const reflectAmount = () => {
		const amount = group.amount?.();
		if ( root && amount !== undefined ) {
			root.dataset.amount = String( amount );
		}
	};

	const currentType = () => widget?.type() || type;
	const values = () => ( {
		...Object.fromEntries(
			[ ...inputs ].map( ( [ name, input ] ) => [
				name,
				input instanceof HTMLInputElement && input.type === 'checkbox'
					? input.checked
						? 'yes'
						: ''
					: input.value,
			] )
		),
		...widget?.values(),
	} );
	const incompleteField = (): FieldSpec | undefined => {
		// Paying by Link, the card's own fields are not asked for.
		if ( currentType() !== type ) {
			return undefined;
		}
		const problem = widget?.incomplete();
		if ( problem ) {
			return { name: '', label: '', incomplete: problem };
		}
		const all = values();
		return fields.find(
			( field ) =>
				field.complete && ! field.complete( all[ field.name ] || '' )
		);
	};
	const emitChange = () => {
		const empty = [ ...inputs.values() ].every(
			( input ) => input instanceof HTMLSelectElement || ! input.value
		);
		events.emit( 'change', {
			elementType: 'payment',
			complete: ! incompleteField(),
			empty,
			collapsed: false,
			value: { type: currentType() },
		} );
	};

	// The types offered in the accordion (Link stays inside the card).
	let choices: string[] = [];
	let showAll = false;
	const setUp = ( resolved: string ) => {
		type = resolved;
		fields = fieldsFor( type, collectAddress );
		widget = widgetFor(
			type,
			choices.length ? choices : group.types,
			emitChange
		);
	};
	// A known type draws at once; an intent's type once Stripe answered,
	// a configuration's types once its elements session did.
	let known = typeof typeOrIntent === 'string' && ! group.choices;
	if ( known ) {
		setUp( typeOrIntent as string );
	}
	const ready: Promise< void > = group.choices
		? group.choices.then( ( offered ) => {
				choices = offered;
				const listed = offered.filter( ( entry ) => entry !== 'link' );
				if ( ! listed.length ) {
					throw {
						type: 'invalid_request_error',
						message:
							'None of the payment method types this configuration allows can be shown for this amount and currency.',
					};
				}
				setUp( listed[ 0 ] );
				known = true;
			} )
		: typeof typeOrIntent === 'string'
			? Promise.resolve()
			: typeOrIntent.then( ( resolved ) => {
					setUp( resolved );
					known = true;
				} );
	// A session refused is reported at mount (loaderror).
	const whenKnown = ( action: () => void ) =>
		known ? action() : void ready.then( action, () => undefined );

	/** The chosen type's part: its fields, widget and mandate. */
	function drawMethod( wrapper: HTMLElement ): void {
		if ( ! fields.length && ! widget ) {
			const note = document.createElement( 'p' );
			note.textContent =
				type === 'acss_debit' ? ACSS_NOTE : REDIRECT_NOTE;
			wrapper.appendChild( note );
		}
		if ( widget ) {
			wrapper.appendChild( widget.node );
		}
		inputs = drawFields( wrapper, id, fields, type, emitChange );
		const mandate = elementMandate( type, options?.terms );
		if ( mandate ) {
			wrapper.appendChild( mandate );
		}
	}

	function render(): HTMLElement {
		const wrapper = document.createElement( 'div' );
		wrapper.className = 'StripeElement stripe-double-payment-element';
		if ( choices.length ) {
			drawAccordion( wrapper, {
				types: choices.filter( ( entry ) => entry !== 'link' ),
				chosen: type,
				showAll,
				visible: options?.layout?.visibleAccordionItemsCount,
				drawChosen: drawMethod,
				choose,
				more: () => {
					showAll = true;
					redraw();
				},
			} );
			return wrapper;
		}
		// Stripe's element draws its fields' own boxes and no frame around
		// them: on the page it sits in the method's payment box alone.
		wrapper.setAttribute( 'style', 'display:grid;gap:.4rem' );
		drawMethod( wrapper );
		return wrapper;
	}

	function redraw(): void {
		const next = render();
		root?.replaceWith( next );
		root = next;
	}

	/** The shopper opened another method in the accordion. */
	function choose( next: string ): void {
		if ( next === type ) {
			return;
		}
		setUp( next );
		redraw();
		emitChange();
	}

	return {
		mount( target ) {
			container = mountTarget( target );
			const into = container;
			// An elements session Stripe would not give: the element
			// cannot load.
			ready.catch( ( error ) =>
				setTimeout(
					() =>
						events.emit( 'loaderror', {
							elementType: 'payment',
							error: {
								type: error?.type || 'api_error',
								message:
									error?.message ||
									'Failed to load the Payment Element.',
							},
						} ),
					10
				)
			);
			whenKnown( () => {
				const failure = loadFailure( type, group );
				if ( failure ) {
					setTimeout(
						() =>
							events.emit( 'loaderror', {
								elementType: 'payment',
								error: { type: 'api_error', message: failure },
							} ),
						10
					);
					return;
				}
				// Mounted again after an unmount: the same inputs come back,
				// as Stripe keeps what the shopper typed in an element it
				// re-attaches.
				root = root || render();
				into.appendChild( root );
				reflectAmount();
				setTimeout( () => {
					events.emit( 'ready', { elementType: 'payment' } );
					emitChange();
				}, 10 );
			} );
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
		__type: currentType,
		__values: values,
		__billingFields: () => options?.fields?.billingDetails || {},
		__reflectAmount: reflectAmount,
		__validate() {
			const field = incompleteField();
			if ( ! field || ! field.incomplete ) {
				return null;
			}
			const error = root?.querySelector(
				`[data-field="${ field.name }"] .stripe-double-field-error`
			);
			if ( error ) {
				error.textContent = field.incomplete.message;
			}
			return { type: 'validation_error', ...field.incomplete };
		},
	};
}
