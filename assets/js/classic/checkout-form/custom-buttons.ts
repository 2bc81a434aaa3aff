/**
 * WooCommerce 10.6's custom Place order buttons (`wc.customPlaceOrderButton`,
 * client/legacy/js/frontend/utils/custom-place-order-button.js, read at
 * woocommerce/woocommerce trunk, `@since 10.6.0`): a gateway registers a
 * button of its own, which the page shows in place of Place order while the
 * gateway is chosen. WooCommerce's checkout, order-pay and add-payment-method
 * scripts drive that registry; ours stand in for them, so ours drive it
 * (./custom-place-order-button.ts, a chunk of its own).
 *
 * The chunk is fetched only where a gateway has such a button: at once
 * where WooCommerce's registry is on the page or the page's params name a
 * gateway with one (`gateways_with_custom_place_order_button`), else at the
 * first `register()`, which a stand-in of the registry takes until then.
 */
import type { Registration } from './custom-place-order-button';

interface PageGlobals {
	wc?: { customPlaceOrderButton?: { register?: unknown } };
	wc_checkout_params?: { gateways_with_custom_place_order_button?: unknown };
	wc_add_payment_method_params?: {
		gateways_with_custom_place_order_button?: unknown;
	};
}

export function watchCustomPlaceOrderButtons( form: HTMLElement ): void {
	const page = window as PageGlobals;
	const listed = (
		page.wc_checkout_params || page.wc_add_payment_method_params
	)?.gateways_with_custom_place_order_button;
	const flagged = Array.isArray( listed ) ? listed.map( String ) : [];
	const wc = ( page.wc ||= {} );
	const theirs = wc.customPlaceOrderButton;
	const queued: Registration[] = [];
	let loading: Promise< void > | undefined;
	const load = () =>
		( loading ||= import( './custom-place-order-button' ).then( ( chunk ) =>
			chunk.driveCustomButtons( form, theirs, queued, flagged )
		) );
	if ( theirs || flagged.length ) {
		load();
		return;
	}
	wc.customPlaceOrderButton = {
		register: ( ...registration: Registration ) => {
			queued.push( registration );
			load();
		},
	};
}
