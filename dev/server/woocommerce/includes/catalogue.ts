/**
 * The shop's products: enough variety to exercise the spec (a simple product,
 * a variable one with an unavailable combination and a disabled one, a
 * free-trial subscription, an add-on field, a cheap product). Prices in the
 * store currency's minor unit.
 *
 * Follows: woocommerce includes/abstracts/abstract-wc-product.php (products,
 * in small).
 */
export interface Variation {
	id: number;
	attributes: Record< string, string >;
	price: number;
	available: boolean;
	/**
	 * The store owner disabled it (WooCommerce's `variation_is_visible()`
	 * false): left out of the page, unless the shop shows invisible
	 * variations, and never bought.
	 */
	hidden?: boolean;
	/** The variation's description, HTML as the store owner wrote it. */
	description?: string;
}

export interface Product {
	id: number;
	slug: string;
	name: string;
	price: number;
	description: string;
	virtual: boolean;
	type: 'simple' | 'variable' | 'subscription';
	/** Subscription: what is charged today (0 with a free trial). */
	signUpPrice?: number;
	trialDays?: number;
	attributes?: Record< string, string[] >;
	variations?: Variation[];
	addon?: { name: string; label: string; price: number };
	/** Units in stock when the shop tracks them. */
	stock?: number;
}

export const PRODUCTS: readonly Product[] = [
	{
		id: 11,
		slug: 'beanie',
		name: 'Beanie',
		price: 1800,
		type: 'simple',
		virtual: false,
		description: 'A warm knitted beanie.',
	},
	{
		id: 12,
		slug: 'hoodie',
		name: 'Hoodie',
		price: 4500,
		type: 'variable',
		virtual: false,
		description: 'A hoodie in two colours and two sizes.',
		// Green is a colour the store owner has disabled (variation 125).
		attributes: { Color: [ 'Blue', 'Red', 'Green' ], Size: [ 'S', 'M' ] },
		variations: [
			{
				id: 121,
				attributes: { Color: 'Blue', Size: 'S' },
				price: 4500,
				available: true,
				description: 'Blue, cut small.',
			},
			{
				id: 122,
				attributes: { Color: 'Blue', Size: 'M' },
				price: 4500,
				available: true,
				description: 'Blue, cut medium.',
			},
			{
				id: 123,
				attributes: { Color: 'Red', Size: 'S' },
				price: 4500,
				available: false,
				description: 'Red, cut small.',
			},
			{
				id: 124,
				attributes: { Color: 'Red', Size: 'M' },
				price: 4700,
				available: true,
				description:
					'Red, cut medium, with a <strong>brushed</strong> lining.',
			},
			{
				id: 125,
				attributes: { Color: 'Green', Size: 'M' },
				price: 4500,
				available: false,
				hidden: true,
			},
		],
	},
	{
		id: 13,
		slug: 'coffee-club',
		name: 'Coffee Club Subscription',
		price: 1500,
		signUpPrice: 0,
		trialDays: 14,
		type: 'subscription',
		virtual: true,
		description: 'Monthly coffee; the first 14 days are free.',
	},
	{
		id: 14,
		slug: 'gift-mug',
		name: 'Gift Mug',
		price: 1200,
		type: 'simple',
		virtual: false,
		description: 'A mug with an optional gift message.',
		addon: {
			name: 'addon-gift-message',
			label: 'Gift message (+2.00)',
			price: 200,
		},
	},
	{
		id: 15,
		slug: 'sticker',
		name: 'Sticker',
		price: 50,
		type: 'simple',
		virtual: true,
		description: 'A small sticker.',
	},
	{
		id: 16,
		slug: 'tote-bag',
		name: 'Tote Bag',
		price: 900,
		type: 'simple',
		virtual: false,
		description: 'A cotton tote bag; only two are left.',
		stock: 2,
	},
];

export function productById( id: number ): Product | undefined {
	return PRODUCTS.find(
		( product ) =>
			product.id === id ||
			product.variations?.some( ( v ) => v.id === id )
	);
}

export function productBySlug( slug: string ): Product | undefined {
	return PRODUCTS.find( ( product ) => product.slug === slug );
}
