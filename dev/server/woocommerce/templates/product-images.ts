/**
 * Product pictures for the development shop: small SVG drawings, one per
 * gallery view, so the shop looks like a shop without image files.
 *
 * Follows: none: pictures drawn for the development shop.
 */
const DRAWINGS: Record< string, ( colour: string ) => string > = {
	beanie: ( c ) =>
		`<path d="M70 150a80 80 0 0 1 160 0z" fill="${ c }"/><rect x="60" y="145" width="180" height="34" rx="10" fill="${ c }" opacity=".8"/><circle cx="150" cy="66" r="18" fill="${ c }" opacity=".7"/><path d="M80 160h140M80 170h140" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
	hoodie: ( c ) =>
		`<path d="M110 60q40-30 80 0l50 30 20 90-30 8-10-50v110H80V138l-10 50-30-8 20-90z" fill="${ c }"/><path d="M120 62q30 40 60 0" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4"/><rect x="120" y="190" width="60" height="30" rx="6" fill="#fff" opacity=".2"/>`,
	'coffee-club': ( c ) =>
		`<path d="M90 110h110l-12 110H102z" fill="${ c }"/><path d="M200 130h14a22 22 0 0 1 0 44h-20" fill="none" stroke="${ c }" stroke-width="10"/><path d="M120 70q10-15 0-30M150 70q10-15 0-30M180 70q10-15 0-30" fill="none" stroke="#8a6d5a" stroke-width="5" stroke-linecap="round"/>`,
	'gift-mug': ( c ) =>
		`<rect x="90" y="90" width="110" height="130" rx="12" fill="${ c }"/><path d="M200 115h16a28 28 0 0 1 0 56h-16" fill="none" stroke="${ c }" stroke-width="12"/><path d="M145 135l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z" fill="#fff" opacity=".8"/>`,
	'tote-bag': ( c ) =>
		`<path d="M115 95a35 35 0 0 1 70 0" fill="none" stroke="${ c }" stroke-width="9"/><path d="M85 95h130l12 130H73z" fill="${ c }"/><path d="M110 150h80" stroke="#fff" stroke-opacity=".45" stroke-width="6"/>`,
	sticker: ( c ) =>
		`<path d="M150 50l28 58 64 9-46 45 11 63-57-30-57 30 11-63-46-45 64-9z" fill="${ c }" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>`,
};

const VIEWS: Record< string, string[] > = {
	beanie: [ '#c0392b', '#2c3e50', '#16a085' ],
	hoodie: [ '#2f5d9b', '#b03a2e', '#4d5656' ],
	'coffee-club': [ '#6f4e37' ],
	'gift-mug': [ '#e67e22', '#8e44ad' ],
	sticker: [ '#f1c40f' ],
	'tote-bag': [ '#7d8c5a', '#c8b27d' ],
};

const BACKGROUNDS = [ '#f3f1ee', '#eef2f3', '#f4f0f6' ];

function picture(
	draw: ( colour: string ) => string,
	colour: string,
	background: string
) {
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 260"><rect width="300" height="260" fill="${ background }"/>${ draw( colour ) }</svg>`;
	return `data:image/svg+xml,${ encodeURIComponent( svg ) }`;
}

/** The colours variations are drawn in (a variation's own picture). */
const VARIATION_COLOURS: Record< string, string > = {
	Blue: '#2f5d9b',
	Red: '#b03a2e',
};

/**
 * A variation's own picture (WooCommerce's variation image): the product
 * drawn in the variation's colour on white, or null when it has none.
 */
export function variationImage(
	slug: string,
	attributes: Record< string, string >
): string | null {
	const draw = slug in DRAWINGS ? DRAWINGS[ slug ] : null;
	const colour = VARIATION_COLOURS[ attributes.Color ];
	return draw && colour ? picture( draw, colour, '#ffffff' ) : null;
}

/** Data URIs of the product's pictures, main picture first. */
export function productImages( slug: string ): string[] {
	const draw = DRAWINGS[ slug ];
	if ( ! draw ) {
		return [];
	}
	return ( VIEWS[ slug ] || [ '#777' ] ).map( ( colour, index ) =>
		picture( draw, colour, BACKGROUNDS[ index % BACKGROUNDS.length ] )
	);
}
