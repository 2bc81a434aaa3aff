/**
 * The product page once the shopper acts. A click adds the product to the
 * cart, racing a 700 ms timer so the sheet still opens within Stripe's
 * second; the sheet's shipping and the payment wait up to 1 s for that
 * result, and the payment stops if the product could not be added. A closed
 * sheet marks the payment aborted and builds the buttons again; either way
 * the shopper's own cart comes back. Form changes refresh the product data
 * (the buttons blocked meanwhile, hidden when it fails or the combination
 * does not exist).
 */
import type { ExpressApi } from '../../core/api/express-api';
import type { StoreApi } from '../../core/api/store-api';
import { sheetFromCart } from '../../core/express/cart-sheet';
import { sheetFromPrinted } from '../../core/express/sheet-data';
import type { SheetData } from '../../core/express/sheet-data';
import {
	cartNotRestoredMessage,
	productInfoFailedMessage,
} from '../../core/messages/express';
import { isRecord } from '../../core/settings/fields';
import { parsePrintedSheet } from '../../core/settings/parse-express-settings';
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

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

export function productSource(
	settings: ExpressSettings,
	api: ExpressApi,
	storeApi: ( nonce: string ) => StoreApi,
	container: HTMLElement,
	control: ButtonsControl
): PageSource {
	const decimals = settings.currencyDecimals;
	const keeper = createCartKeeper( api, storeApi );
	let productError: string | null = null;
	let adding: Promise< boolean > | null = null;
	let added = false;

	const addBooking = async (): Promise< SheetData | null > => {
		if ( ! ( await keeper.empty() ) ) {
			return null;
		}
		const legacy = await api.addToCart( {
			product_id: productId(),
			qty: quantity(),
			attributes: attributes(),
			...extraFields(),
		} );
		return legacy.ok && legacy.data?.result === 'success'
			? {
					...sheetFromPrinted(
						parsePrintedSheet( { ...legacy.data } )
					),
					currency: control.current().currency,
				}
			: null;
	};

	const addProduct = async (): Promise< SheetData | null > => {
		const cart = await keeper.replaceWith( {
			id: productId(),
			quantity: quantity(),
			variation: variation(),
			...extraFields(),
		} );
		return cart && Number( cart.items_count ) > 0
			? sheetFromCart( cart, decimals )
			: null;
	};

	/** The cart now holds the product: its totals are what the sheet charges. */
	const addToCart = async (): Promise< boolean > => {
		const sheet = await ( isBookingForm() ? addBooking() : addProduct() );
		if ( sheet ) {
			control.update( sheet );
		}
		return !! sheet;
	};

	const refresh = async () => {
		control.block();
		productError = null;
		const answer = await api.getSelectedProductData(
			selectedProductPayload()
		);
		if ( answer.ok && isRecord( answer.data ) && ! answer.data.error ) {
			control.update(
				sheetFromPrinted( parsePrintedSheet( answer.data ) )
			);
			control.allow( true );
		} else {
			const unavailable = answer.ok && isRecord( answer.data );
			productError = unavailable
				? String( answer.data?.error )
				: productInfoFailedMessage();
			control.allow( false );
			if ( ! unavailable ) {
				showExpressNotice( container, productError );
			}
		}
		control.unblock();
	};

	return {
		async beforeClick() {
			const refusal = purchaseRefusal() || productError;
			if ( refusal ) {
				// As WooCommerce's own add-to-cart button does.
				// eslint-disable-next-line no-alert
				window.alert( refusal );
				return null;
			}
			// One add per purchase: a second tap while the first one's add
			// is under way (or done) reuses it, so a double tap never puts
			// the product in the cart twice.
			if ( ! adding ) {
				added = false;
				const attempt = addToCart().then( ( ok ) => {
					added = ok;
					if ( ! ok && adding === attempt ) {
						// The next tap tries again.
						adding = null;
					}
					return ok;
				} );
				adding = attempt;
			}
			await Promise.race( [ adding, wait( ADD_TO_CART_RACE_MS ) ] );
			return control.current();
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
			keeper.restore().then( ( restored ) => {
				if ( ! restored ) {
					showExpressNotice( container, cartNotRestoredMessage() );
				}
			} );
			control.remount();
		},
		async beforeLeave() {
			if ( ! ( await keeper.restore() ) ) {
				// The page is about to go to the order: an alert is the
				// one notice the shopper still sees.
				// eslint-disable-next-line no-alert
				window.alert( cartNotRestoredMessage() );
			}
		},
		formChanged( what ) {
			// A changed product is a new purchase: the next tap adds it.
			adding = null;
			if ( what !== 'variation' ) {
				refresh();
			} else if ( isUnavailableChoice() ) {
				control.allow( false );
			} else if ( purchaseRefusal() ) {
				// Still to choose: the buttons stay, a click explains.
				control.allow( true );
			} else {
				refresh();
			}
		},
	};
}
