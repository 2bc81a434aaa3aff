/**
 * The block checkout's payment method integrations: a gateway registers
 * its `AbstractPaymentMethodType` on the
 * 'woocommerce_blocks_payment_method_type_registration' action, and
 * WooCommerce prints each one's `get_payment_method_data()` into
 * `wcSettings.paymentMethodData` under its name. The skeleton the shop
 * prints while the Checkout block loads (checkout-skeleton.ts) asks the
 * same integrations how tall their parts draw: the shop's own addition, so
 * that no block of the shop's knows a gateway's layout.
 *
 * Follows: woocommerce src/Blocks/Payments/PaymentMethodRegistry.php,
 * Api.php (`add_payment_method_script_data()`) and
 * Integrations/AbstractPaymentMethodType.php (10.0.2).
 */
import type { Context } from '../../context';
import type { DevSettings } from '../../dev-shop/settings';
import { doAction } from '../../wordpress/hooks';

/** The block page the data is printed on: the Cart or the Checkout block's. */
export type BlockPage = 'cart' | 'checkout';

export interface PaymentMethodType {
	/** `get_name()`: its key in `paymentMethodData`. */
	name: string;
	/** `get_payment_method_data()`. */
	paymentMethodData: ( ctx: Context, page: BlockPage ) => unknown;
	/** The shop's skeleton: rows of express buttons the integration draws. */
	expressRows: ( settings: DevSettings ) => number;
	/** The shop's skeleton: the chosen new method's box, in pixels. */
	newMethodContentPx: ( ctx: Context ) => number;
	/** Attributes for the Checkout block's wrapper, with a leading space. */
	wrapperAttributes: ( ctx: Context ) => string;
}

export interface PaymentMethodRegistry {
	register: ( type: PaymentMethodType ) => void;
}

declare module '../../wordpress/hooks' {
	interface Actions {
		woocommerce_blocks_payment_method_type_registration: [
			registry: PaymentMethodRegistry,
		];
	}
}

/** The registered integrations, in the order they registered. */
export function paymentMethodTypes(): PaymentMethodType[] {
	const types: PaymentMethodType[] = [];
	doAction( 'woocommerce_blocks_payment_method_type_registration', {
		register: ( type ) => types.push( type ),
	} );
	return types;
}

/** `wcSettings.paymentMethodData`: name → the integration's data. */
export function paymentMethodData(
	ctx: Context,
	page: BlockPage
): Record< string, unknown > {
	return Object.fromEntries(
		paymentMethodTypes().map( ( type ) => [
			type.name,
			type.paymentMethodData( ctx, page ),
		] )
	);
}
