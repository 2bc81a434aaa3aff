/**
 * WooCommerce's variation matching: a variation matches the chosen
 * attributes when each of its own attributes is either "any" (empty) or the
 * chosen value; it is purchasable when it is purchasable, in stock and
 * visible.
 */
import type { VariationImage } from './variation-image';

export interface Variation {
	variation_id: number;
	/** The variation's own picture, if it has one. */
	image?: VariationImage;
	attributes: Record< string, string >;
	is_purchasable?: boolean;
	is_in_stock?: boolean;
	variation_is_visible?: boolean;
	price_html?: string;
	availability_html?: string;
	/** The variation's description, the shop's HTML. */
	variation_description?: string;
	min_qty?: number | string;
	max_qty?: number | string;
}

export function parseVariations( json: string | null ): Variation[] {
	try {
		const parsed: unknown = JSON.parse( json || '[]' );
		return Array.isArray( parsed )
			? parsed.filter(
					( entry ): entry is Variation =>
						!! entry &&
						typeof entry === 'object' &&
						typeof entry.variation_id === 'number' &&
						!! entry.attributes &&
						typeof entry.attributes === 'object'
				)
			: [];
	} catch {
		return [];
	}
}

export function matchingVariation(
	variations: readonly Variation[],
	chosen: Record< string, string >
): Variation | null {
	return (
		variations.find( ( variation ) =>
			Object.entries( variation.attributes ).every(
				( [ name, value ] ) => ! value || value === chosen[ name ]
			)
		) || null
	);
}

export function isPurchasable( variation: Variation ): boolean {
	return (
		variation.is_purchasable !== false &&
		variation.is_in_stock !== false &&
		variation.variation_is_visible !== false
	);
}
