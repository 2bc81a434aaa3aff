/**
 * WooCommerce's `woocommerce/add-to-cart-with-options` store, the Add to
 * Cart + Options block's (WooCommerce 10, Interactivity API), as its built
 * view module behaves: the form's context (product id and type, quantity
 * by product, the chosen attributes, the available variations) decides
 * `state.isFormValid` (a variable product only with a variation matching
 * the choice) and `state.variationId`, which the block binds to its hidden
 * `variation_id`; the quantity selector's − and + set the field and fire a
 * `change` that does not bubble; the form's submit adds the product to the
 * cart through the Store API, with the page's Store API nonce (the
 * `woocommerce` config), and tells the page's other scripts as the block
 * does (`wc-blocks_added_to_cart`).
 *
 * The store is WooCommerce's private one (locked): nothing outside
 * WooCommerce reads it, which is why an express method reads the block's
 * markup (woocommerce#58806).
 *
 * Follows: woocommerce 10.0.2 assets/client/blocks/woocommerce/add-to-cart-with-options.js
 * (the built view module) and src/Blocks/BlockTypes/AddToCartWithOptions/AddToCartWithOptions.php.
 */
import {
	getConfig,
	getContext,
	store,
	withSyncEvent,
} from '@wordpress/interactivity';

export interface SelectedAttribute {
	attribute: string;
	value: string;
}

export interface AvailableVariation {
	variation_id: number;
	attributes: Record< string, string >;
	price_html: string;
}

export interface FormContext {
	productId: number;
	productType: string;
	quantity: Record< number, number >;
	selectedAttributes: SelectedAttribute[];
	availableVariations: AvailableVariation[];
}

/** The variation the choice names ('' in a variation: any value). */
export function matchingVariation(
	variations: AvailableVariation[] | undefined,
	chosen: SelectedAttribute[] | undefined
): AvailableVariation | null {
	if ( ! variations?.length || ! chosen?.length ) {
		return null;
	}
	return (
		variations.find( ( variation ) =>
			Object.entries( variation.attributes ).every( ( [ name, value ] ) =>
				chosen.some(
					( pick ) =>
						pick.attribute === name &&
						( pick.value === value || ( !! pick.value && ! value ) )
				)
			)
		) || null
	);
}

/** The quantity field a − / + button or the field itself stands for. */
function quantityField( event: Event ): HTMLInputElement | null {
	const target = event.target as HTMLElement;
	if ( target instanceof HTMLInputElement ) {
		return target;
	}
	return (
		target
			.closest( '.quantity' )
			?.querySelector< HTMLInputElement >( '.input-text.qty.text' ) ||
		null
	);
}

const number = ( value: string, fallback: number ) => {
	const parsed = parseInt( value, 10 );
	return Number.isNaN( parsed ) ? fallback : parsed;
};

function step( event: Event, direction: 1 | -1 ) {
	const field = quantityField( event );
	if ( ! field ) {
		return;
	}
	const next = number( field.value, 0 ) + direction * number( field.step, 1 );
	const max = number( field.max, Infinity );
	if ( next < number( field.min, 1 ) || next > max ) {
		return;
	}
	actions.setQuantity( next );
	field.value = String( next );
	// As WooCommerce's block fires it: not bubbling.
	field.dispatchEvent( new Event( 'change' ) );
}

const { actions } = store(
	'woocommerce/add-to-cart-with-options',
	{
		state: {
			get isFormValid(): boolean {
				const context = getContext< FormContext >();
				if ( context.productType !== 'variable' ) {
					return true;
				}
				return !! matchingVariation(
					context.availableVariations,
					context.selectedAttributes
				)?.variation_id;
			},
			get variationId(): number | null {
				const context = getContext< FormContext >();
				return (
					matchingVariation(
						context?.availableVariations,
						context?.selectedAttributes
					)?.variation_id || null
				);
			},
		},
		actions: {
			setQuantity( value: number ) {
				const context = getContext< FormContext >();
				context.quantity = {
					...context.quantity,
					[ context.productId ]: value,
				};
			},
			setAttribute( attribute: string, value: string ) {
				const { selectedAttributes } = getContext< FormContext >();
				const at = selectedAttributes.findIndex(
					( pick ) => pick.attribute === attribute
				);
				if ( at >= 0 ) {
					selectedAttributes[ at ] = { attribute, value };
				} else {
					selectedAttributes.push( { attribute, value } );
				}
			},
			removeAttribute( attribute: string ) {
				const { selectedAttributes } = getContext< FormContext >();
				const at = selectedAttributes.findIndex(
					( pick ) => pick.attribute === attribute
				);
				if ( at >= 0 ) {
					selectedAttributes.splice( at, 1 );
				}
			},
			increaseQuantity: ( event: Event ) => step( event, 1 ),
			decreaseQuantity: ( event: Event ) => step( event, -1 ),
			handleQuantityInputChange( event: Event ) {
				const field = quantityField( event );
				if ( field ) {
					actions.setQuantity( number( field.value, 0 ) );
				}
			},
			// withSyncEvent: the runtime's way to prevent the default
			// (10.0.2's module calls it bare, which this runtime warns of).
			handleSubmit: withSyncEvent( function* ( event: SubmitEvent ) {
				event.preventDefault();
				const context = getContext< FormContext >();
				const { nonce } = getConfig( 'woocommerce' ) as {
					nonce?: string;
				};
				const response: Response = yield fetch(
					'/wp-json/wc/store/v1/cart/add-item',
					{
						method: 'POST',
						credentials: 'same-origin',
						headers: {
							'Content-Type': 'application/json',
							Nonce: nonce || '',
						},
						body: JSON.stringify( {
							id: context.productId,
							quantity: context.quantity[ context.productId ],
							variation: context.selectedAttributes,
						} ),
					}
				);
				// WooCommerce's cart store takes the cart it answers.
				yield response.json().catch( () => null );
				if ( response.ok ) {
					document.body.dispatchEvent(
						new CustomEvent( 'wc-blocks_added_to_cart', {
							bubbles: true,
						} )
					);
				}
			} ),
		},
		callbacks: {
			// The product-data store (the price block) is not played.
			setProductData() {},
		},
	},
	{ lock: true }
);

export { actions };
