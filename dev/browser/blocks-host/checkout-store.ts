/**
 * The part of WooCommerce's checkout data store (`wc/store/checkout`) that
 * plugins write to: extension data, sent as `extensions` with the checkout
 * (order attribution writes `woocommerce/order-attribution` here). Its key
 * is published as `wc.wcBlocksData.CHECKOUT_STORE_KEY`, as WooCommerce does.
 */
import { createReduxStore, register, select } from '@wordpress/data';

export const CHECKOUT_STORE_KEY = 'wc/store/checkout';

type ExtensionData = Record< string, Record< string, unknown > >;

interface SetExtensionData {
	type: 'SET_EXTENSION_DATA';
	namespace: string;
	data: Record< string, unknown >;
	replace: boolean;
}

const setExtensionData = (
	namespace: string,
	data: Record< string, unknown >,
	replace = false
): SetExtensionData => ( {
	type: 'SET_EXTENSION_DATA',
	namespace,
	data,
	replace,
} );

const store = createReduxStore( CHECKOUT_STORE_KEY, {
	reducer(
		state: { extensionData: ExtensionData } = { extensionData: {} },
		action: SetExtensionData | { type: string }
	) {
		if ( action.type !== 'SET_EXTENSION_DATA' ) {
			return state;
		}
		const { namespace, data, replace } = action as SetExtensionData;
		return {
			extensionData: {
				...state.extensionData,
				[ namespace ]: replace
					? { ...data }
					: { ...state.extensionData[ namespace ], ...data },
			},
		};
	},
	actions: {
		setExtensionData,
		__internalSetExtensionData: setExtensionData,
	},
	selectors: {
		getExtensionData: ( state: { extensionData: ExtensionData } ) =>
			state.extensionData,
	},
} );

register( store );

const target = window as unknown as { wc?: Record< string, unknown > };
target.wc = target.wc || {};
target.wc.wcBlocksData = {
	...( target.wc.wcBlocksData as object ),
	CHECKOUT_STORE_KEY,
};

/** What the checkout sends as `extensions`. */
export function checkoutExtensionData(): ExtensionData {
	return (
		select( CHECKOUT_STORE_KEY ) as unknown as {
			getExtensionData: () => ExtensionData;
		}
	 ).getExtensionData();
}
