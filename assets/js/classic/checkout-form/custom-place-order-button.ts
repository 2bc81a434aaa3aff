/**
 * Drives `wc.customPlaceOrderButton` on the classic checkout, pay for order
 * and add payment method, as WooCommerce 10.6's checkout.js,
 * add-payment-method.js and its utils/custom-place-order-button.js do
 * (read at woocommerce/woocommerce trunk, `@since 10.6.0`):
 *
 * - as the page opens, a chosen gateway the params name hides Place order
 *   (`__maybeHideDefaultButtonOnInit`), and the chosen gateway's button shows;
 * - each click on a payment method shows that gateway's button in a
 *   `div.wc-custom-place-order-button` after `#place_order` (the form gets
 *   `has-custom-place-order-button`, which hides Place order), or takes it
 *   away and shows Place order again (`__maybeShow`);
 * - a gateway that registers while it is chosen gets its button at once
 *   (`wc_custom_place_order_button_registered`);
 * - the checkout's `update_checkout` cleans up first (`__cleanup`): the
 *   payment area is about to be replaced, and the method chosen again after
 *   it shows the button again.
 *
 * The registry is WooCommerce's where its script is on the page, else this
 * stand-in with the same public `register( gatewayId, { render, cleanup } )`.
 * A button's `render( container, api )` gets WooCommerce's page API:
 * `validate()` (WooCommerce's checks of the checkout form; none on add
 * payment method) resolving `{ hasError }`, and `submit()`.
 */
import { emit, listen } from '../../core/dom/jquery-bridge';
import { delegate } from '../../core/dom/form-dom';

export interface PlaceOrderApi {
	validate: () => Promise< { hasError: boolean } >;
	submit: () => void;
}

interface ButtonConfig {
	render: ( container: HTMLElement, api: PlaceOrderApi ) => void;
	cleanup: () => void;
}

export type Registration = [ gatewayId: unknown, config: unknown ];

interface Registry {
	register: ( ...registration: Registration ) => void;
	__maybeShow: ( gatewayId: string, api: PlaceOrderApi ) => void;
	__maybeHideDefaultButtonOnInit: ( gatewayId: string ) => void;
	__cleanup: () => void;
}

const HIDES_DEFAULT = 'has-custom-place-order-button';
const STYLE_ID = 'wc-custom-place-order-button-styles';
const RADIOS = 'input[name="payment_method"]';

const chosen = ( form: HTMLElement ) =>
	form.querySelector< HTMLInputElement >( `${ RADIOS }:checked` )?.value;

/** jQuery's `:visible`: laid out, with a box. */
const visible = ( element: Element ) => element.getClientRects().length > 0;

/** A gateway's own code failing stays its own: the page goes on. */
function guarded( run: () => void ): void {
	try {
		run();
	} catch ( error ) {
		// eslint-disable-next-line no-console -- for the gateway's developer, as WooCommerce logs it
		console.error( 'Custom place order button:', error );
	}
}

function standInRegistry( form: HTMLElement, flagged: string[] ): Registry {
	const buttons: Record< string, ButtonConfig > = {};
	let active = '';
	let container: HTMLElement | null = null;
	if ( ! document.getElementById( STYLE_ID ) ) {
		// As WooCommerce does: it works even where a theme drops its CSS.
		const style = document.createElement( 'style' );
		style.id = STYLE_ID;
		style.textContent = `form.${ HIDES_DEFAULT } #place_order { display: none !important; }`;
		document.head.append( style );
	}
	const hideDefault = ( hide: boolean ) =>
		form.classList.toggle( HIDES_DEFAULT, hide );
	const cleanup = () => {
		const config = buttons[ active ];
		if ( config ) {
			guarded( () => config.cleanup() );
		}
		container?.remove();
		container = null;
		active = '';
	};
	return {
		register( gatewayId, config ) {
			const button = config as Partial< ButtonConfig > | null;
			if ( typeof gatewayId !== 'string' || buttons[ gatewayId ] ) {
				return;
			}
			if (
				! gatewayId ||
				typeof button?.render !== 'function' ||
				typeof button.cleanup !== 'function'
			) {
				// eslint-disable-next-line no-console -- tells the gateway's developer what to fix
				console.error(
					'wc.customPlaceOrderButton.register( gatewayId, { render, cleanup } ): gatewayId must be a non-empty string, render and cleanup functions.'
				);
				return;
			}
			buttons[ gatewayId ] = button as ButtonConfig;
			if ( chosen( form ) === gatewayId ) {
				emit(
					document.body,
					'wc_custom_place_order_button_registered',
					[ gatewayId ]
				);
			}
		},
		__maybeShow( gatewayId, api ) {
			const config = buttons[ gatewayId ];
			if ( ! config ) {
				// A flagged gateway whose script has not registered yet
				// keeps Place order hidden: no flash of it.
				cleanup();
				if ( ! flagged.includes( gatewayId ) ) {
					hideDefault( false );
				}
				return;
			}
			const current = buttons[ active ];
			if ( current ) {
				guarded( () => current.cleanup() );
			}
			hideDefault( true );
			active = gatewayId;
			if ( ! container?.isConnected ) {
				container = document.createElement( 'div' );
				container.className = 'wc-custom-place-order-button';
				form.querySelector( '#place_order' )?.after( container );
			}
			const target = container;
			target.replaceChildren();
			guarded( () => config.render( target, api ) );
		},
		__maybeHideDefaultButtonOnInit( gatewayId ) {
			if ( flagged.includes( gatewayId ) ) {
				hideDefault( true );
			}
		},
		__cleanup: cleanup,
	};
}

/** WooCommerce's API for a button on this page (checkout.js, add-payment-method.js). */
function placeOrderApi( form: HTMLFormElement ): PlaceOrderApi {
	const validate = async () => {
		if ( form.id === 'add_payment_method' ) {
			return { hasError: false };
		}
		const terms = form.querySelector< HTMLInputElement >(
			'input[name="terms"]'
		);
		const termsRow =
			terms && visible( terms ) ? terms.closest( '.form-row' ) : null;
		termsRow?.classList.remove( 'woocommerce-invalid' );
		form.querySelectorAll(
			'.input-text, select, input[type="checkbox"]'
		).forEach( ( field ) => emit( field, 'validate' ) );
		const invalid = () =>
			Array.from(
				form.querySelectorAll< HTMLElement >( '.woocommerce-invalid' )
			).filter( visible );
		let hasError = invalid().length > 0;
		form.querySelectorAll( '.validate-required' ).forEach( ( row ) => {
			const field = row.querySelector< HTMLInputElement >(
				'input.input-text, select, input[type="checkbox"]'
			);
			if (
				visible( row ) &&
				field &&
				( field.type === 'checkbox' ? ! field.checked : ! field.value )
			) {
				hasError = true;
				row.classList.add(
					'woocommerce-invalid',
					'woocommerce-invalid-required-field'
				);
			}
		} );
		if ( termsRow && ! terms!.checked ) {
			hasError = true;
			termsRow.classList.add( 'woocommerce-invalid' );
		}
		if ( hasError ) {
			invalid()[ 0 ]?.scrollIntoView( { block: 'center' } );
		}
		return { hasError };
	};
	// As a click on Place order submits it (our submit listeners included).
	return { validate, submit: () => form.requestSubmit() };
}

export function driveCustomButtons(
	form: HTMLElement,
	theirs: { register?: unknown } | undefined,
	queued: Registration[],
	flagged: string[]
): void {
	const registry =
		theirs &&
		typeof ( theirs as Partial< Registry > ).__maybeShow === 'function'
			? ( theirs as Registry )
			: standInRegistry( form, flagged );
	const page = window as { wc?: Record< string, unknown > };
	( page.wc ||= {} ).customPlaceOrderButton = registry;
	const api = placeOrderApi( form as HTMLFormElement );
	const show = ( gatewayId: unknown ) =>
		registry.__maybeShow( String( gatewayId ), api );
	delegate( form, 'click', RADIOS, ( _event, radio ) =>
		show( ( radio as HTMLInputElement ).value )
	);
	listen(
		document.body,
		'wc_custom_place_order_button_registered',
		( [ id ] ) => show( id )
	);
	if ( form.matches( 'form.checkout' ) ) {
		listen( document.body, 'update_checkout', () => registry.__cleanup() );
	}
	const gatewayId = chosen( form );
	if ( gatewayId ) {
		registry.__maybeHideDefaultButtonOnInit( gatewayId );
		show( gatewayId );
	}
	// The chosen gateway's registration shows its button (the event above).
	queued.forEach( ( registration ) => registry.register( ...registration ) );
}
