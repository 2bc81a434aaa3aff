/**
 * The props WooCommerce's block checkout gives an express method's content,
 * narrowed to what the wallet buttons read.
 */
import type { CartTotalItem } from '../../core/amounts/total-items';

export interface BlocksShippingRate {
	rate_id: string;
	name: string;
	price: string | number;
	selected?: boolean;
}

export interface ExpressMethodProps {
	billing: {
		cartTotal: { value: number };
		cartTotalItems: CartTotalItem[];
		currency: { code: string; minorUnit: number };
	};
	/** The cart's lines, as the Store API gives them. */
	cartData?: {
		cartItems: Array< {
			name: string;
			quantity: number;
			totals?: { line_subtotal?: string | number };
		} >;
		/** The Store API's fees, in the store's decimals. */
		cartFees?: Array< {
			name: string;
			totals?: { total?: string | number };
		} >;
	};
	shippingData: {
		needsShipping: boolean;
		shippingRates: Array< { shipping_rates?: BlocksShippingRate[] } >;
	};
	/** The express payment starts: WooCommerce makes it the active method. */
	onClick: () => void;
	/** The sheet closed: the previous method comes back. */
	onClose: () => void;
	/** A failed payment: WooCommerce shows the message. */
	onError: ( message: string ) => void;
	buttonAttributes?: {
		height?: string | number;
		borderRadius?: string | number;
	};
}
