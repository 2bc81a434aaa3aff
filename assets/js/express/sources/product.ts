/**
 * The product page: the sheet starts from the product data the page prints
 * and follows the form (quantity after a 250 ms pause, the chosen
 * variation, deposits), blocked while the data refreshes and hidden when it
 * fails or the combination does not exist. A click adds the product to the
 * cart, racing a 700 ms timer so the sheet still opens within Stripe's
 * second; the sheet's shipping and the payment wait up to 1 s for that
 * result, and the payment stops if the product could not be added. A closed
 * sheet marks the payment aborted and builds the buttons again; either way
 * the shopper's own cart comes back.
 */
import type { ExpressApi } from '../../core/api/express-api';
import type { StoreApi } from '../../core/api/store-api';
import { listen } from '../../core/dom/jquery-bridge';
import { sheetFromCart, sheetFromProduct } from '../../core/express/sheet-data';
import type { SheetData } from '../../core/express/sheet-data';
import { productInfoFailedMessage } from '../../core/messages/express';
import { isRecord } from '../../core/settings/fields';
import { parseProductData } from '../../core/settings/parse-express-settings';
import type { ExpressSettings } from '../../core/settings/types';
import { showExpressNotice } from '../notices';
import type { ButtonsControl, PageSource } from '../page-source';
import { createCartKeeper } from '../product/cart-keeper';
import {
	attributes,
	extraFields,
	isBookingForm,
	isUnavailableChoice,
	productId,
	purchaseRefusal,
	quantity,
	selectedProductPayload,
	variation,
} from '../product/product-form';

export const ADD_TO_CART_RACE_MS = 700;
export const CART_WAIT_MS = 1000;
export const QUANTITY_DEBOUNCE_MS = 250;

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

export function productSource(
	settings: ExpressSettings,
	api: ExpressApi,
	storeApi: ( nonce: string ) => StoreApi,
	container: HTMLElement
): PageSource | null {
	if ( ! settings.product ) {
		return null;
	}
	const decimals = settings.checkout.currencyDecimals;
	const keeper = createCartKeeper( api, storeApi );
	let sheet: SheetData = sheetFromProduct( settings.product );
	let productError: string | null = null;
	let adding: Promise< boolean > | null = null;
	let added = false;
	let control: ButtonsControl | null = null;

	/** The cart now holds the product: its totals are what the sheet charges. */
	const chargeCart = ( next: SheetData ) => {
		sheet = next;
		control?.update( next );
	};

	const addToCart = async (): Promise< boolean > => {
		if ( isBookingForm() ) {
			await keeper.empty();
			const legacy = await api.addToCart( {
				product_id: productId(),
				qty: quantity(),
				attributes: attributes(),
				...extraFields(),
			} );
			if ( legacy.ok && legacy.data?.result === 'success' ) {
				chargeCart( {
					...sheet,
					...sheetFromProduct(
						parseProductData( { ...legacy.data } )
					),
					currency: sheet.currency,
				} );
				return true;
			}
			return false;
		}
		const cart = await keeper.replaceWith( {
			id: productId(),
			quantity: quantity(),
			variation: variation(),
			...extraFields(),
		} );
		if ( ! cart || ! ( Number( cart.items_count ) > 0 ) ) {
			return false;
		}
		chargeCart( sheetFromCart( cart, decimals ) );
		return true;
	};

	const refresh = async () => {
		control?.block();
		productError = null;
		const answer = await api.getSelectedProductData(
			selectedProductPayload()
		);
		if ( answer.ok && isRecord( answer.data ) && ! answer.data.error ) {
			sheet = sheetFromProduct( parseProductData( answer.data ) );
			control?.update( sheet );
			control?.allow( true );
		} else {
			const unavailable = answer.ok && isRecord( answer.data );
			productError = unavailable
				? String( answer.data?.error )
				: productInfoFailedMessage();
			control?.allow( false );
			if ( ! unavailable ) {
				showExpressNotice( container, productError );
			}
		}
		control?.unblock();
	};

	const onVariationChange = () => {
		if ( isUnavailableChoice() ) {
			control?.allow( false );
		} else if ( purchaseRefusal() ) {
			// Still to choose: the buttons stay, a click explains.
			control?.allow( true );
		} else {
			refresh();
		}
	};

	return {
		load: async () => sheet,
		async beforeClick() {
			const refusal = purchaseRefusal() || productError;
			if ( refusal ) {
				// As WooCommerce's own add-to-cart button does.
				// eslint-disable-next-line no-alert
				window.alert( refusal );
				return null;
			}
			added = false;
			adding = addToCart().then( ( ok ) => ( added = ok ) );
			await Promise.race( [ adding, wait( ADD_TO_CART_RACE_MS ) ] );
			return sheet;
		},
		async cartReady() {
			if ( ! added && adding ) {
				await Promise.race( [ adding, wait( CART_WAIT_MS ) ] );
			}
			return added;
		},
		cancel() {
			adding = null;
			added = false;
			keeper.restore();
			control?.remount();
		},
		beforeLeave: () => keeper.restore(),
		watch( buttons ) {
			control = buttons;
			let timer: ReturnType< typeof setTimeout > | undefined;
			document.addEventListener( 'input', ( event ) => {
				if (
					event.target instanceof Element &&
					event.target.matches( '.quantity .qty' )
				) {
					buttons.block();
					clearTimeout( timer );
					timer = setTimeout( refresh, QUANTITY_DEBOUNCE_MS );
				}
			} );
			document.addEventListener( 'change', ( event ) => {
				if (
					event.target instanceof Element &&
					event.target.matches(
						'input[name="wc_deposit_option"], input[name="wc_deposit_payment_plan"]'
					)
				) {
					refresh();
				}
			} );
			listen(
				document.body,
				'woocommerce_variation_has_changed',
				onVariationChange
			);
		},
	};
}
