/**
 * The product page once the shopper acts: "buy now" in a cart of its own
 * (core/express/separate-cart.ts), never in the shopper's cart. A click puts
 * the product in a new cart, racing the tap's 700 ms deadline so the sheet
 * still opens within Stripe's second; the sheet's shipping and the payment
 * wait up to 1 s for that result, and the payment stops if the product
 * could not be added. The sheet's addresses and rates are priced in that
 * cart, and the order is made from it. A closed sheet marks the payment
 * aborted and builds the buttons again: the cart of its own is simply left
 * behind, so there is nothing to put back. Form changes read the product
 * data again (core/express/amount-reads.ts): the quantity 250 ms after the
 * last change, the buttons held from the first; an unavailable product
 * hides them; a read that failed is told at the buttons, which stay, and
 * the next tap reads again.
 */
import type { ExpressApi } from '../../core/api/express-api';
import {
	amountForTap,
	createAmountReads,
} from '../../core/express/amount-reads';
import type { ReadAnswer } from '../../core/express/amount-reads';
import { sheetFromCart } from '../../core/express/cart-sheet';
import type { StoreCart } from '../../core/express/cart-sheet';
import { createSeparateCart } from '../../core/express/separate-cart';
import type { SeparateCart } from '../../core/express/separate-cart';
import { sheetFromPrinted } from '../../core/express/sheet-data';
import { productInfoFailedMessage } from '../../core/messages/express';
import { isRecord } from '../../core/settings/fields';
import { TAP_WAIT_MS, tapDeadline } from '../../core/express/tap-deadline';
import { parsePrintedSheet } from '../../core/settings/parse-express-settings';
import type { ExpressSettings } from '../../core/settings/types';
import type { ApiResult, Transport } from '../../core/transport/types';
import type { ButtonsControl, PageSource } from '../page-source';
import type { TapStatus } from '../tap-status';
import {
	extraFields,
	isUnavailableChoice,
	productId,
	purchaseRefusal,
	quantity,
	selectedProductPayload,
	variation,
} from '../../core/product-form/read-form';

/** The add races the tap's deadline (from a tap that did not wait). */
export const ADD_TO_CART_RACE_MS = TAP_WAIT_MS;
export const CART_WAIT_MS = 1000;
export const QUANTITY_DEBOUNCE_MS = 250;

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/** The gateway's product data for the form as it is. */
type ProductData = Record< string, unknown >;

export function productSource(
	settings: ExpressSettings,
	api: ExpressApi,
	transport: Transport,
	control: ButtonsControl,
	status: TapStatus
): PageSource {
	const decimals = settings.currencyDecimals;
	/** The shop says the product cannot be bought as chosen. */
	let productError: string | null = null;
	const amount = createAmountReads< ProductData >( control.block );
	let quantityTimer: ReturnType< typeof setTimeout > | undefined;
	/** The purchase's cart of its own, once a tap opened it. */
	let cart: SeparateCart | null = null;
	/** An unconfirmed purchase's cart, taken up by the next tap. */
	let resumeToken: string | null = null;
	let adding: Promise< boolean > | null = null;
	let added = false;

	/** The product alone in the purchase's cart: its answer, or null. */
	const addToCart = async (
		next: SeparateCart
	): Promise< StoreCart | null > => {
		const opened = await next.open( resumeToken );
		resumeToken = null;
		// Add-ons, deposits and bookings send their form fields along, as
		// WooCommerce's own add-to-cart form does.
		const answer = opened
			? await next.put( {
					id: productId(),
					quantity: quantity(),
					variation: variation(),
					...extraFields(),
				} )
			: null;
		return answer && Number( answer.items_count ) > 0 ? answer : null;
	};

	const sheetOf = ( answer: ApiResult< StoreCart > ) =>
		answer.ok ? sheetFromCart( answer.data, decimals ) : null;

	const readProduct = async (): Promise< ReadAnswer< ProductData > > => {
		const answer = await api.getSelectedProductData(
			selectedProductPayload()
		);
		return answer.ok && isRecord( answer.data )
			? { ok: true, value: answer.data }
			: { ok: false, message: productInfoFailedMessage() };
	};

	const applyProduct = ( answer: ReadAnswer< ProductData > ) => {
		if ( ! answer.ok ) {
			// The buttons stay: the next tap reads again.
			status( answer.message );
		} else if ( answer.value.error ) {
			productError = String( answer.value.error );
			control.allow( false );
			status( '' );
		} else {
			productError = null;
			control.update(
				sheetFromPrinted( parsePrintedSheet( answer.value ) )
			);
			control.allow( true );
			status( '' );
		}
		control.unblock();
	};

	const refresh = () => amount.read( readProduct, applyProduct );

	return {
		amountState: amount.state,
		async beforeClick( deadline = tapDeadline() ) {
			const refusal = purchaseRefusal() || productError;
			if ( refusal ) {
				// As WooCommerce's own add-to-cart button does.
				// eslint-disable-next-line no-alert
				window.alert( refusal );
				return null;
			}
			// The product data of the form as it is, read by the deadline.
			const read = await amountForTap( amount, deadline );
			if ( ! read.go ) {
				status( read.message );
				return null;
			}
			// One add per purchase: a second tap while the first one's add
			// is under way (or done) reuses it, so a double tap never puts
			// the product in the cart twice.
			if ( ! adding ) {
				added = false;
				const next = createSeparateCart( { transport, api } );
				cart = next;
				const attempt = addToCart( next ).then( ( answer ) => {
					// An add still under way when the sheet was closed
					// answers for nothing: a newer tap has its own cart.
					if ( adding === attempt ) {
						added = !! answer;
						if ( answer ) {
							// Its totals are what the sheet charges.
							control.update( sheetFromCart( answer, decimals ) );
						} else {
							// The next tap tries again.
							adding = null;
						}
					}
					return !! answer;
				} );
				adding = attempt;
			}
			await deadline.within( adding );
			return control.current();
		},
		async cartReady() {
			if ( ! added && adding ) {
				await Promise.race( [ adding, wait( CART_WAIT_MS ) ] );
			}
			return added;
		},
		cancel() {
			// The next tap is a new purchase in a new cart; this one is
			// left for the shop to expire.
			adding = null;
			added = false;
			cart = null;
			control.remount();
		},
		ownCart: {
			quotes: {
				address: async ( address ) =>
					cart
						? sheetOf( await cart.address( { ...address } ) )
						: null,
				rate: async ( rateId ) =>
					cart ? sheetOf( await cart.rate( rateId ) ) : null,
			},
			token: () => cart?.token() || null,
			resume( token ) {
				resumeToken = token;
				adding = null;
				added = false;
			},
			orderStore: ( pageNonce ) => ( {
				checkout: ( body, express ) =>
					cart
						? cart.checkout(
								body,
								express || {
									nonce: api.nonces()
										.wcStoreApiExpressCheckout,
								},
								pageNonce
							)
						: Promise.resolve( {
								ok: false as const,
								message: '',
							} ),
				// "Buy now" never pays an existing order.
				payForOrder: () =>
					Promise.resolve( { ok: false as const, message: '' } ),
			} ),
		},
		formChanged( what ) {
			// A changed product is a new purchase: the next tap adds it.
			adding = null;
			if ( what === 'quantity' ) {
				// Held from the first key; read once the typing pauses.
				amount.hold();
				clearTimeout( quantityTimer );
				quantityTimer = setTimeout( refresh, QUANTITY_DEBOUNCE_MS );
			} else if ( what === 'deposit' ) {
				refresh();
			} else if ( isUnavailableChoice() || purchaseRefusal() ) {
				// Nothing to read: the last choice's read, still out,
				// answers for nothing. An unavailable choice hides the
				// buttons; still to choose, they stay and a click explains.
				amount.drop();
				control.unblock();
				control.allow( ! isUnavailableChoice() );
			} else {
				refresh();
			}
		},
	};
}
