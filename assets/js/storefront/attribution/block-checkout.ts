/**
 * Order attribution into the block checkout: the visit's fields as the
 * checkout store's extension data `woocommerce/order-attribution`, as
 * WooCommerce 10.0.2's order-attribution.js sends them. Only the block
 * checkout's script carries this (assets/js/pages/block-checkout.ts); no
 * other page has the checkout store.
 */
import type { AttributionValues } from './fields';

const CHECKOUT_STORE = 'wc/store/checkout';

type SetExtensionData = (
	namespace: string,
	data: unknown,
	replace?: boolean
) => void;

interface WpData {
	dispatch: ( store: string ) =>
		| {
				setExtensionData?: SetExtensionData;
				__internalSetExtensionData?: SetExtensionData;
		  }
		| undefined;
	subscribe: ( listener: () => void, store?: string ) => () => void;
}

/**
 * WooCommerce 9.9 named the action `setExtensionData` and deprecated
 * `__internalSetExtensionData` (a console notice on every call; WooCommerce
 * 10.0.2's wc-blocks-data.js); an older WooCommerce has only the latter.
 */
function send( data: WpData, values: AttributionValues ): void {
	const actions = data.dispatch( CHECKOUT_STORE );
	const set =
		actions?.setExtensionData ?? actions?.__internalSetExtensionData;
	set?.( 'woocommerce/order-attribution', values, true );
}

/**
 * Sends the values now; the first time, also once more when the store
 * changes (it may register after us).
 */
export function toBlockCheckout(): ( values: () => AttributionValues ) => void {
	let watching = false;
	return ( values ) => {
		const data = ( window as unknown as { wp?: { data?: WpData } } ).wp
			?.data;
		if ( ! data ) {
			return;
		}
		send( data, values() );
		if ( ! watching ) {
			watching = true;
			const stop = data.subscribe( () => {
				stop();
				send( data, values() );
			}, CHECKOUT_STORE );
		}
	};
}
