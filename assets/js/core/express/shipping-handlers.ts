/**
 * The sheet's shipping events over the gateway's express calls: a new
 * address asks for its shipping options, a chosen rate is applied. On
 * success the sheet gets the new rates, lines and total; otherwise the
 * change is rejected and the sheet says so.
 */
import type {
	ChangeResolveDetails,
	StripeExpressCheckoutElementShippingAddressChangeEvent as AddressEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent as RateEvent,
} from '@stripe/stripe-js';
import { linesWithinTotal } from '../amounts/display-items';
import { toLineItems } from '../amounts/line-items';
import { shippingQuoteAddress } from '../address/express-address';
import type { ExpressApi, ExpressTotals } from '../api/express-api';
import { parseShippingOption } from '../settings/parse-express-settings';
import { toNumber } from '../settings/fields';
import type { ShippingOption } from '../settings/types';
import type { ApiResult } from '../transport/types';

export interface ShippingDeps {
	api: Pick< ExpressApi, 'getShippingOptions' | 'updateShippingMethod' >;
	isProductPage: boolean;
	/** The sheet's total follows the cart's. */
	updateAmount: ( amount: number ) => void;
	/** Resolves once the cart holds what the sheet sells. */
	cartReady?: () => Promise< unknown >;
}

function answer(
	result: ApiResult< ExpressTotals >,
	updateAmount: ( amount: number ) => void,
	withRates: boolean
): ChangeResolveDetails | null {
	if ( ! result.ok || result.data?.result !== 'success' ) {
		return null;
	}
	const total = toNumber( result.data.total?.amount );
	const lines = toLineItems( result.data.displayItems );
	if ( total !== null ) {
		updateAmount( total );
	}
	const details: ChangeResolveDetails = {
		lineItems: total === null ? lines : linesWithinTotal( lines, total ),
	};
	if ( withRates ) {
		details.shippingRates = ( result.data.shipping_options || [] )
			.map( parseShippingOption )
			.filter( ( rate ): rate is ShippingOption => !! rate );
	}
	return details;
}

export function createShippingHandlers( deps: ShippingDeps ) {
	const settle = async (
		event: AddressEvent | RateEvent,
		call: () => Promise< ApiResult< ExpressTotals > >,
		withRates: boolean
	) => {
		let details: ChangeResolveDetails | null = null;
		try {
			await deps.cartReady?.();
			details = answer( await call(), deps.updateAmount, withRates );
		} catch {
			// A failed quote must not leave the sheet waiting.
		}
		if ( details ) {
			event.resolve( details );
		} else {
			event.reject();
		}
	};

	return {
		onShippingAddressChange: ( event: AddressEvent ) =>
			settle(
				event,
				() =>
					deps.api.getShippingOptions(
						shippingQuoteAddress( event ),
						deps.isProductPage
					),
				true
			),
		onShippingRateChange: ( event: RateEvent ) =>
			settle(
				event,
				() =>
					deps.api.updateShippingMethod(
						[ event.shippingRate.id ],
						deps.isProductPage
					),
				false
			),
	};
}
