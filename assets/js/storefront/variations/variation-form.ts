/**
 * The variable product form (WooCommerce's add-to-cart-variation): choosing
 * attributes sets `variation_id`; the add-to-cart button carries
 * `disabled wc-variation-selection-needed` until a choice is complete and
 * `disabled wc-variation-is-unavailable` for a combination that cannot be
 * bought, and a click on it then alerts why; the gallery's main picture
 * follows the chosen variation (./variation-image.ts); `.single_variation`
 * shows the page's variation template (./variation-template.ts, loaded once
 * the shopper has chosen). Other scripts (the wallet buttons among them)
 * follow `woocommerce_update_variation_values`, `found_variation` or
 * `reset_data` and `reset_image`, `show_variation` (once the template
 * shows), `hide_variation` and `woocommerce_variation_has_changed`, in
 * WooCommerce's order. `$.fn.wc_variation_form` (../jquery-api.ts) sets up
 * a form a theme's quick view loaded; a form set up again drops its earlier
 * listeners, as WooCommerce's `off( '.wc-variation-form' )` does.
 */
import { __ } from '@wordpress/i18n';
import { emit } from '../../core/dom/jquery-bridge';
import { pageParam } from '../../core/dom/page-params';
import {
	isPurchasable,
	matchingVariation,
	parseVariations,
} from './variation-match';
import { variationImageUpdater } from './variation-image';

const NEEDED = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';

const text = ( key: string, fallback: string ) =>
	pageParam( 'wc_add_to_cart_variation_params', key ) || fallback;

const started = new WeakMap< Element, AbortController >();

export function setUpVariationForm( form: HTMLFormElement ): void {
	started.get( form )?.abort();
	const setup = new AbortController();
	started.set( form, setup );
	// Listeners for as long as this set-up stands.
	const untilSetUpAgain = { signal: setup.signal };
	const variations = parseVariations(
		form.getAttribute( 'data-product_variations' )
	);
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >( '.variations select' )
	);
	const button = form.querySelector< HTMLElement >(
		'.single_add_to_cart_button'
	);
	const single = form.querySelector< HTMLElement >( '.single_variation' );
	const reset = form.querySelector< HTMLElement >( '.reset_variations' );
	const idInputs = form.querySelectorAll< HTMLInputElement >(
		'input[name="variation_id"], input.variation_id'
	);
	const setId = ( id: string ) =>
		idInputs.forEach( ( input ) => ( input.value = id ) );
	const showImage = variationImageUpdater( form );

	const addToCart = form.querySelector(
		'.woocommerce-variation-add-to-cart'
	);
	const buttonState = ( ...classes: string[] ) => {
		button?.classList.remove( 'disabled', NEEDED, UNAVAILABLE );
		button?.classList.add( ...classes );
		// WooCommerce marks the button's wrapper too.
		addToCart?.classList.toggle(
			'woocommerce-variation-add-to-cart-disabled',
			classes.length > 0
		);
		addToCart?.classList.toggle(
			'woocommerce-variation-add-to-cart-enabled',
			classes.length === 0
		);
	};
	const noMatchNotice = ( show: boolean ) => {
		form.querySelector( '.wc-no-matching-variations' )?.remove();
		if ( show && single ) {
			const notice = document.createElement( 'p' );
			notice.className = 'wc-no-matching-variations woocommerce-info';
			notice.textContent = text(
				'i18n_no_matching_variations_text',
				__(
					'Sorry, no products matched your selection. Please choose a different combination.',
					'woocommerce-gateway-stripe'
				)
			);
			single.after( notice );
		}
	};
	const hide = () => {
		single?.replaceChildren();
		buttonState( 'disabled', NEEDED );
		emit( single || form, 'hide_variation' );
	};

	// A later choice supersedes an earlier one whose template is still
	// loading: only the latest is shown.
	let latest = 0;

	/** Settles once the choice is shown (or hidden). */
	const check = (): Promise< void > => {
		const run = ++latest;
		const chosen: Record< string, string > = {};
		for ( const select of selects ) {
			chosen[
				select.getAttribute( 'data-attribute_name' ) || select.name
			] = select.value;
		}
		const complete = selects.every( ( select ) => select.value !== '' );
		if ( reset ) {
			reset.hidden = selects.every( ( select ) => select.value === '' );
		}
		noMatchNotice( false );
		emit( form, 'woocommerce_update_variation_values' );
		const match = complete ? matchingVariation( variations, chosen ) : null;
		if ( ! match ) {
			emit( form, 'reset_data' );
			noMatchNotice( complete );
			emit( form, 'reset_image' );
			showImage?.( null );
			hide();
			return Promise.resolve();
		}
		setId( String( match.variation_id ) );
		showImage?.( match );
		emit( form, 'found_variation', [ match ] );
		const purchasable = isPurchasable( match );
		// The earlier variation's price must not stand for this one.
		single?.replaceChildren();
		if ( purchasable ) {
			buttonState();
		} else {
			buttonState( 'disabled', UNAVAILABLE );
		}
		return import( './variation-template' )
			.catch( () => null )
			.then( ( template ) => {
				if ( run !== latest ) {
					return;
				}
				if ( template ) {
					single?.replaceChildren(
						...template.variationNodes( match )
					);
				}
				emit( single || form, 'show_variation', [
					match,
					purchasable,
				] );
			} );
	};
	const checkAndTell = () =>
		check().then( () => emit( form, 'woocommerce_variation_has_changed' ) );

	form.addEventListener(
		'change',
		( event ) => {
			if ( ! selects.includes( event.target as HTMLSelectElement ) ) {
				return;
			}
			setId( '' );
			emit( form, 'woocommerce_variation_select_change' );
			emit( form, 'check_variations' );
			checkAndTell();
		},
		untilSetUpAgain
	);
	reset?.addEventListener(
		'click',
		( event ) => {
			event.preventDefault();
			selects.forEach( ( select ) => ( select.value = '' ) );
			setId( '' );
			checkAndTell();
		},
		untilSetUpAgain
	);
	button?.addEventListener(
		'click',
		( event ) => {
			if ( ! button.classList.contains( 'disabled' ) ) {
				return;
			}
			event.preventDefault();
			// WooCommerce tells the shopper with an alert; other scripts expect it.
			// eslint-disable-next-line no-alert
			window.alert(
				button.classList.contains( UNAVAILABLE )
					? text(
							'i18n_unavailable_text',
							__(
								'Sorry, this product is unavailable. Please choose a different combination.',
								'woocommerce-gateway-stripe'
							)
						)
					: text(
							'i18n_make_a_selection_text',
							__(
								'Please select some product options before adding this product to your cart.',
								'woocommerce-gateway-stripe'
							)
						)
			);
		},
		untilSetUpAgain
	);
	check();
	emit( form, 'wc_variation_form' );
}

export function initVariationForms(): void {
	document
		.querySelectorAll< HTMLFormElement >( 'form.variations_form' )
		.forEach( setUpVariationForm );
}
