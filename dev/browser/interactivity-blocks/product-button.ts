/**
 * The other stores a block theme's product page names: the Product Button
 * block's (`woocommerce/product-button`: its text, which the server
 * already printed, and the cart refresh it starts, not played) and the
 * "Add to cart form" block's quantity stepper (`woocommerce/add-to-cart-form`:
 * − and + set the field and fire a `change` that does not bubble, as
 * WooCommerce's does).
 *
 * Follows: woocommerce 10.0.2 assets/client/blocks/woocommerce/add-to-cart-form.js,
 * src/Blocks/BlockTypes/ProductButton.php.
 */
import { getContext, store } from '@wordpress/interactivity';

interface ButtonContext {
	addToCartText: string;
	tempQuantity: number;
}

store( 'woocommerce/product-button', {
	state: {
		get addToCartText(): string {
			const { addToCartText, tempQuantity } =
				getContext< ButtonContext >();
			return tempQuantity > 0
				? `${ tempQuantity } in cart`
				: addToCartText;
		},
		slideInAnimation: false,
		slideOutAnimation: false,
	},
	actions: {
		refreshCartItems() {},
		handleAnimationEnd() {},
		handlePressedState() {},
	},
	callbacks: {
		startAnimation() {},
		syncTempQuantityOnLoad() {},
	},
} );

function stepper( event: Event, direction: 1 | -1 ) {
	const field = (
		event.target as HTMLElement
	 ).parentElement?.querySelector< HTMLInputElement >(
		'.input-text.qty.text'
	);
	if ( ! field ) {
		return;
	}
	const current = parseInt( field.value, 10 ) || 0;
	const next = current + direction * ( parseInt( field.step, 10 ) || 1 );
	const min = parseInt( field.min, 10 );
	const max = parseInt( field.max, 10 );
	if ( next < ( Number.isNaN( min ) ? 1 : min ) || next > max ) {
		return;
	}
	field.value = String( next );
	field.dispatchEvent( new Event( 'change' ) );
}

store( 'woocommerce/add-to-cart-form', {
	actions: {
		addQuantity: ( event: Event ) => stepper( event, 1 ),
		removeQuantity: ( event: Event ) => stepper( event, -1 ),
	},
} );
