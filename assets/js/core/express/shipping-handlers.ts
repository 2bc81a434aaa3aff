/**
 * The sheet's shipping events: a new address asks for its shipping options,
 * a chosen rate is applied. The quotes come from the gateway's express calls
 * on the shopper's cart, or from the page's own cart ("buy now" prices in a
 * cart of its own). On success the sheet gets the new rates, lines and
 * total; otherwise the change is rejected and the sheet says so. A sheet
 * whose product never reached its cart gets no quote at all: there is
 * nothing to sell, and any other cart's total is not the shopper's.
 */
import type {
	ChangeResolveDetails,
	StripeExpressCheckoutElementShippingAddressChangeEvent as AddressEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent as RateEvent,
} from '@stripe/stripe-js';
import { linesAddingUpTo } from '../amounts/display-items';
import type { LineItem } from '../amounts/display-items';
import { toLineItems } from '../amounts/line-items';
import {
	expressShippingAddress,
	shippingQuoteAddress,
} from '../address/express-address';
import type { ExpressShippingAddress } from '../address/express-address';
import type { ExpressApi, ExpressTotals } from '../api/express-api';
import { parseShippingOption } from '../settings/parse-express-settings';
import { toNumber } from '../settings/fields';
import type { ShippingOption } from '../settings/types';
import type { ApiResult } from '../transport/types';
import type { SheetData } from './sheet-data';

/** A page's own quotes: the sheet its cart gives, or null when refused. */
export interface ShippingQuotes {
	address: ( address: ExpressShippingAddress ) => Promise< SheetData | null >;
	rate: ( rateId: string ) => Promise< SheetData | null >;
}

export interface ShippingDeps {
	api: Pick< ExpressApi, 'getShippingOptions' | 'updateShippingMethod' >;
	isProductPage: boolean;
	/** The sheet's total follows the cart's. */
	updateAmount: ( amount: number ) => void;
	/** Resolves true once the cart holds what the sheet sells. */
	cartReady?: () => Promise< boolean >;
	/** The product never reached the cart: says so where the shopper is. */
	notReady?: () => void;
	/** The page's own cart's quotes; else the gateway's. */
	quotes?: ShippingQuotes;
	/**
	 * The page states the sheet's lines itself from the gateway's answer
	 * (null: the answer cannot be stated); else the gateway's lines go as
	 * they are.
	 */
	restateLines?: ( answer: ExpressTotals ) => LineItem[] | null;
}

type Details = { details: ChangeResolveDetails; amount: number | null };

/** The gateway's express answer → the sheet's change. */
function fromGateway(
	result: ApiResult< ExpressTotals >,
	withRates: boolean,
	restate?: ShippingDeps[ 'restateLines' ]
): Details | null {
	if ( ! result.ok || result.data?.result !== 'success' ) {
		return null;
	}
	const total = toNumber( result.data.total?.amount );
	const lines =
		restate?.( result.data ) ?? toLineItems( result.data.displayItems );
	const details: ChangeResolveDetails = {
		lineItems: total === null ? lines : linesAddingUpTo( lines, total ),
	};
	if ( withRates ) {
		details.shippingRates = ( result.data.shipping_options || [] )
			.map( parseShippingOption )
			.filter( ( rate ): rate is ShippingOption => !! rate );
	}
	return { details, amount: total };
}

/** The page's cart → the sheet's change; no rate to ship with is refused. */
function fromSheet(
	sheet: SheetData | null,
	withRates: boolean
): Details | null {
	if ( ! sheet ) {
		return null;
	}
	if ( withRates && sheet.requestShipping && ! sheet.shippingRates.length ) {
		return null;
	}
	return {
		details: {
			lineItems: sheet.lineItems,
			...( withRates ? { shippingRates: sheet.shippingRates } : {} ),
		},
		amount: sheet.amount,
	};
}

export function createShippingHandlers( deps: ShippingDeps ) {
	const settle = async (
		event: AddressEvent | RateEvent,
		quote: () => Promise< Details | null >
	) => {
		let answer: Details | null = null;
		try {
			const ready = deps.cartReady ? await deps.cartReady() : true;
			if ( ! ready ) {
				deps.notReady?.();
			}
			answer = ready ? await quote() : null;
		} catch {
			// A failed quote must not leave the sheet waiting.
		}
		if ( ! answer ) {
			event.reject();
			return;
		}
		if ( answer.amount !== null ) {
			deps.updateAmount( answer.amount );
		}
		event.resolve( answer.details );
	};

	const { quotes } = deps;
	return {
		onShippingAddressChange: ( event: AddressEvent ) =>
			settle( event, async () =>
				quotes
					? fromSheet(
							await quotes.address(
								expressShippingAddress( event )
							),
							true
						)
					: fromGateway(
							await deps.api.getShippingOptions(
								shippingQuoteAddress( event ),
								deps.isProductPage
							),
							true,
							deps.restateLines
						)
			),
		onShippingRateChange: ( event: RateEvent ) =>
			settle( event, async () =>
				quotes
					? fromSheet(
							await quotes.rate( event.shippingRate.id ),
							false
						)
					: fromGateway(
							await deps.api.updateShippingMethod(
								[ event.shippingRate.id ],
								deps.isProductPage
							),
							false,
							deps.restateLines
						)
			),
	};
}
