/**
 * The shop's own records: carts, sessions, orders, customers and tokens.
 *
 * Follows: none: the shapes of the development shop's records (WooCommerce's
 * carts, orders, customers and tokens, in small).
 */
export interface Address {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	phone: string;
	email?: string;
}

export interface CartLine {
	key: string;
	productId: number;
	/** The chosen variation's id for variable products. */
	variationId: number | null;
	quantity: number;
	variation: Array< { attribute: string; value: string } >;
	addonValue: string;
}

export interface Cart {
	lines: CartLine[];
	coupons: string[];
	selectedRate: string;
	billing: Address;
	shipping: Address;
}

export interface Session {
	id: string;
	cart: Cart;
	customerId: number;
	/**
	 * The classic checkout's order awaiting payment (WooCommerce's
	 * `order_awaiting_payment`): a retried checkout reuses it ("no second
	 * order left behind").
	 */
	awaitingOrderId: number | null;
	/**
	 * The Store API's draft order (`store_api_draft_order`,
	 * DraftOrderTrait): made by GET /checkout, paid by POST /checkout.
	 */
	draftOrderId: number | null;
	notices: Array< {
		type: 'error' | 'success' | 'info';
		text: string;
		/** A button-styled link shown with the notice (e.g. View cart). */
		link?: { href: string; label: string };
		/** WooCommerce's "Undo?" after a removed line: its restore URL. */
		undo?: string;
		/** `text` is markup the shop wrote (any typed input escaped). */
		html?: boolean;
	} >;
	/** Lines removed from the cart that "Undo?" can bring back. */
	removedLines?: CartLine[];
	/** The coming-soon banner was dismissed (WordPress keeps it in user meta). */
	comingSoonDismissed?: boolean;
}

export type OrderStatus =
	| 'checkout-draft'
	| 'pending'
	| 'processing'
	| 'on-hold'
	| 'completed'
	| 'failed'
	| 'cancelled';

export interface Order {
	id: number;
	key: string;
	status: OrderStatus;
	currency: string;
	/**
	 * The store's price decimals its amounts are counted in (WooCommerce keeps
	 * decimal strings; the shop keeps integers in these decimals).
	 */
	minorUnit: number;
	lines: Array< {
		name: string;
		quantity: number;
		total: number;
		productId: number;
	} >;
	totals: {
		items: number;
		discount: number;
		shipping: number;
		tax: number;
		total: number;
	};
	billing: Address;
	shipping: Address;
	paymentMethod: string;
	/** WooCommerce's `payment_method_title`: the method that paid, by name. */
	paymentMethodTitle?: string;
	/** The chosen shipping rate's name ("Flat rate"), if it ships. */
	shippingMethod?: string;
	customerId: number;
	intentIds: string[];
	createdVia:
		'store-api' | 'checkout' | 'pay-for-order' | 'subscription-renewal';
	/** Order attribution fields (source_type, utm_source, …). */
	attribution?: Record< string, string >;
	/** The checkout's extension data by namespace (Store API orders). */
	extensions?: Record< string, unknown >;
	/**
	 * Made by "buy now" from a Store API cart of its own (the gateway's order
	 * meta): paying it leaves the shopper's own cart as it was.
	 */
	separateCart?: boolean;
	/** The cart it was made from (WooCommerce's `_cart_hash`). */
	cartHash?: string;
	/** When it was made (WooCommerce's `date_created`), ms since the epoch. */
	dateCreated: number;
	containsSubscription: boolean;
	customerNote: string;
}

export interface Customer {
	id: number;
	/** WordPress's user login. */
	username: string;
	email: string;
	password: string;
	firstName: string;
	lastName: string;
	/** How the account and reviews name them (WordPress's `display_name`). */
	displayName: string;
	stripeCustomer: string;
	/** The saved addresses the checkout starts from. */
	billing: Address;
	shipping: Address;
	/** Attribution posted with the registration form. */
	attribution?: Record< string, string >;
}

export interface SavedToken {
	id: number;
	customerId: number;
	gateway: string;
	paymentMethodId: string;
	/**
	 * WooCommerce's token type, the key of `customerPaymentMethods`: 'cc'
	 * for cards (the default), else the gateway's own ('sepa', 'link',
	 * 'cashapp', 'us_bank_account', 'acss', 'bacs_debit', 'becs_debit',
	 * 'amazon_pay').
	 */
	type?: string;
	/** A card's brand, or the name the gateway's token shows. */
	brand: string;
	last4: string;
	/** Cards only (0 otherwise). */
	expMonth: number;
	expYear: number;
	isDefault: boolean;
}

/** The parts of an address that say where it is (not how to reach whom). */
export const POSTAL_PARTS = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
] as const;

export const EMPTY_ADDRESS: Address = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};
