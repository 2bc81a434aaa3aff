/**
 * The gateway's own answers (shipping options, product data, the order to
 * pay) list their lines as `{ label, amount }`; Stripe's `lineItems` want
 * `{ name, amount }`. A discount the server lists as a positive amount under
 * its `total_discount` key is made negative, as Stripe requires.
 */
import { toNumber } from '../settings/fields';
import type { LineItem } from './display-items';

export function toLineItems( raw: unknown ): LineItem[] {
	if ( ! Array.isArray( raw ) ) {
		return [];
	}
	return raw.flatMap( ( entry ) => {
		if ( ! entry || typeof entry !== 'object' ) {
			return [];
		}
		const item = entry as Record< string, unknown >;
		const name = item.name ?? item.label;
		const amount = toNumber( item.amount ?? item.value );
		if ( typeof name !== 'string' || amount === null ) {
			return [];
		}
		return [
			{
				name,
				amount:
					item.key === 'total_discount'
						? -Math.abs( amount )
						: Math.round( amount ),
			},
		];
	} );
}
