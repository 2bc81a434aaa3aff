/**
 * The Express Checkout Element: one button per wallet the browser "has"
 * (the shop's `availableWallets` dev setting) that the options do not set
 * to 'never'; `ready` with availablePaymentMethods; `click` that opens the
 * payment sheet only when resolved within 1 s; and a sheet that fires
 * shippingaddresschange (on opening and on each address choice),
 * shippingratechange, confirm (with paymentFailed) and cancel as Stripe
 * does. Tests choose the wallet's card and address in the sheet. One sheet
 * at a time, as a browser shows it.
 */
import type { ElementsDouble } from './elements';
import { createEvents } from './events';
import { createDialog } from './modal';

const WALLETS: Array< [ string, string, string ] > = [
	[ 'googlePay', 'google_pay', 'Google Pay' ],
	[ 'applePay', 'apple_pay', 'Apple Pay' ],
	[ 'link', 'link', 'Link' ],
	[ 'amazonPay', 'amazon_pay', 'Amazon Pay' ],
];
const CLICK_TIMEOUT_MS = 1000;

/** Test cards the wallet can hold (Stripe's documented numbers). */
export const WALLET_CARDS: Array< [ string, string ] > = [
	[ '4242424242424242', 'Visa •••• 4242' ],
	[ '4000002760003184', 'Visa •••• 3184 (3D Secure)' ],
	[ '4000000000000002', 'Visa •••• 0002 (declined)' ],
];

interface SheetAddress {
	label: string;
	name: string;
	line1: string;
	city: string;
	state: string;
	postal_code: string;
	/** What Apple Pay shows the shop before the shopper pays (redacted). */
	partial_postal_code?: string;
	country: string;
}

/**
 * Addresses a wallet may hold: countries without states (DE, PL), postcodes
 * Apple Pay redacts until payment (GB, CA), one with a state name (US), and
 * one the shop cannot ship to (AQ).
 */
export const SHEET_ADDRESSES: SheetAddress[] = [
	{
		label: 'Jane Doe, Alexanderplatz 1, 10178 Berlin, DE',
		name: 'Jane Doe',
		line1: 'Alexanderplatz 1',
		city: 'Berlin',
		state: '',
		postal_code: '10178',
		country: 'DE',
	},
	{
		label: 'Jane Doe, ul. Marszałkowska 1, 00-624 Warszawa, PL',
		name: 'Jane Doe',
		line1: 'ul. Marszałkowska 1',
		city: 'Warszawa',
		state: '',
		postal_code: '00-624',
		country: 'PL',
	},
	{
		label: 'Jane Doe, 10 Downing Street, London SW1A 2AA, GB',
		name: 'Jane Doe',
		line1: '10 Downing Street',
		city: 'London',
		state: '',
		postal_code: 'SW1A 2AA',
		partial_postal_code: 'SW1A',
		country: 'GB',
	},
	{
		label: 'Jane Doe, 301 Front St W, Toronto ON M5V 2T6, CA',
		name: 'Jane Doe',
		line1: '301 Front St W',
		city: 'Toronto',
		state: 'ON',
		postal_code: 'M5V 2T6',
		partial_postal_code: 'M5V',
		country: 'CA',
	},
	{
		label: 'Jane Doe, 350 5th Ave, New York NY 10118, US',
		name: 'Jane Doe',
		line1: '350 5th Ave',
		city: 'New York',
		state: 'New York',
		postal_code: '10118',
		country: 'US',
	},
	{
		label: 'Jane Doe, McMurdo Station, AQ',
		name: 'Jane Doe',
		line1: 'McMurdo Station',
		city: 'McMurdo',
		state: '',
		postal_code: '',
		country: 'AQ',
	},
];

const CONTACT = { email: 'jane@example.com', phone: '+49 (30) 123-4567' };

/** A browser shows one payment sheet at a time. */
const sheetOpen = () =>
	!! document.querySelector( '[role="dialog"][aria-label="Payment sheet"]' );

function available( options: Record< string, any > ): string[] {
	const reported: string[] =
		( window as any ).__devShop?.availableWallets || [];
	return WALLETS.map( ( [ key ] ) => key ).filter(
		( key ) =>
			reported.includes( key ) &&
			options.paymentMethods?.[ key ] !== 'never'
	);
}

const money = ( amount: number ) => ( amount / 100 ).toFixed( 2 );

function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	props: Partial< HTMLElementTagNameMap[ K ] > = {},
	attributes: Record< string, string > = {}
): HTMLElementTagNameMap[ K ] {
	const node = Object.assign( document.createElement( tag ), props );
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		node.setAttribute( name, value );
	}
	return node;
}

function sheet(
	expressType: string,
	opts: Record< string, any >,
	group: ElementsDouble,
	events: ReturnType< typeof createEvents >
) {
	const { backdrop, dialog } = createDialog( 'Payment sheet' );
	dialog.style.minWidth = '22rem';
	const lines = element( 'ul', {}, { 'aria-label': 'Sheet lines' } );
	const total = element( 'p', { className: 'sheet-total' } );
	const message = element( 'p', {}, { role: 'alert' } );
	const card = element( 'select', {}, { 'aria-label': 'Wallet card' } );
	WALLET_CARDS.forEach( ( [ number, label ] ) =>
		card.add( new Option( label, number ) )
	);
	const address = element(
		'select',
		{},
		{ 'aria-label': 'Shipping address' }
	);
	SHEET_ADDRESSES.forEach( ( entry, index ) =>
		address.add( new Option( entry.label, String( index ) ) )
	);
	const rates = element( 'fieldset' );
	const pay = element( 'button', { type: 'button', textContent: 'Pay' } );
	const cancel = element( 'button', {
		type: 'button',
		textContent: 'Cancel',
	} );
	let shippingRate = ( opts.shippingRates || [] )[ 0 ] || null;
	let lineItems: Array< { name: string; amount: number } > =
		opts.lineItems || [];
	const close = () => backdrop.remove();

	const render = () => {
		lines.replaceChildren(
			...lineItems.map( ( item ) =>
				element( 'li', {
					textContent: `${ item.name }: ${ money( item.amount ) }`,
				} )
			)
		);
		total.textContent = `Total: ${ money(
			Number( group.__options().amount ) || 0
		) }`;
	};
	const update = ( change: any ) => {
		if ( change?.lineItems ) {
			lineItems = change.lineItems;
		}
		// Stripe reads the new amount once the page's handler resolves.
		setTimeout( render, 0 );
	};
	const chosenAddress = () => SHEET_ADDRESSES[ Number( address.value ) ];

	const renderRates = (
		list: Array< { id: string; displayName: string; amount: number } >
	) => {
		rates.replaceChildren(
			element( 'legend', { textContent: 'Shipping method' } ),
			...list.map( ( rate ) => {
				const label = element( 'label' );
				const radio = element( 'input', {
					type: 'radio',
					name: 'sheet-rate',
					checked: rate.id === shippingRate?.id,
				} );
				radio.addEventListener( 'change', () => {
					shippingRate = rate;
					events.emit( 'shippingratechange', {
						elementType: 'expressCheckout',
						shippingRate: rate,
						resolve: update,
						reject: () =>
							( message.textContent =
								'Shipping rate is unavailable' ),
					} );
				} );
				label.append(
					radio,
					` ${ rate.displayName } (${ money( rate.amount ) })`
				);
				return label;
			} )
		);
	};
	const emitAddress = () => {
		message.textContent = '';
		pay.disabled = false;
		const chosen = chosenAddress();
		events.emit( 'shippingaddresschange', {
			elementType: 'expressCheckout',
			name: chosen.name,
			address: {
				city: chosen.city,
				state: chosen.state,
				postal_code: chosen.partial_postal_code ?? chosen.postal_code,
				country: chosen.country,
			},
			resolve: ( change: any ) => {
				if ( change?.shippingRates ) {
					shippingRate = change.shippingRates[ 0 ] || null;
					renderRates( change.shippingRates );
				}
				update( change );
			},
			reject: () => {
				message.textContent = 'Shipping address is invalid';
				pay.disabled = true;
			},
		} );
	};

	address.addEventListener( 'change', emitAddress );
	pay.addEventListener( 'click', () => {
		message.textContent = '';
		group.__walletCard = card.value;
		const chosen = chosenAddress();
		const full = {
			line1: chosen.line1,
			line2: '',
			city: chosen.city,
			state: chosen.state,
			postal_code: chosen.postal_code,
			country: chosen.country,
		};
		events.emit( 'confirm', {
			elementType: 'expressCheckout',
			expressPaymentType: expressType,
			billingDetails: { name: chosen.name, ...CONTACT, address: full },
			shippingAddress: opts.shippingAddressRequired
				? { name: chosen.name, address: full }
				: undefined,
			shippingRate: opts.shippingAddressRequired
				? shippingRate
				: undefined,
			paymentFailed: (
				failure: { reason?: string; message?: string } = {}
			) => {
				message.textContent = failure.message || 'Payment failed';
			},
		} );
	} );
	cancel.addEventListener( 'click', () => {
		close();
		events.emit( 'cancel', { elementType: 'expressCheckout' } );
	} );
	render();
	renderRates( opts.shippingRates || [] );
	dialog.append(
		element( 'h2', { textContent: 'Test wallet' } ),
		lines,
		total,
		card,
		...( opts.shippingAddressRequired ? [ address, rates ] : [] ),
		message,
		pay,
		cancel
	);
	backdrop.appendChild( dialog );
	document.body.appendChild( backdrop );
	if ( opts.shippingAddressRequired ) {
		emitAddress();
	}
}

export function createExpressElement(
	group: ElementsDouble,
	options: Record< string, any >
) {
	const events = createEvents();
	let root: HTMLElement | null = null;
	return {
		mount( target: string | HTMLElement ) {
			const container =
				typeof target === 'string'
					? document.querySelector( target )
					: target;
			if ( ! container ) {
				throw new Error(
					`The selector you specified (${ String( target ) }) applies to no DOM elements that are currently on the page.`
				);
			}
			const wallets = available( options );
			// As Stripe draws it: a row exactly the buttons' height.
			root = element(
				'div',
				{ className: 'stripe-double-express' },
				{ style: 'display:flex;flex-wrap:wrap' }
			);
			for ( const [ key, type, label ] of WALLETS.filter( ( [ k ] ) =>
				wallets.includes( k )
			) ) {
				const button = element(
					'button',
					{ type: 'button', textContent: label },
					{
						'data-wallet': key,
						style: `height:${ options.buttonHeight || 48 }px;margin:0 .2rem;min-width:10rem;border-radius:4px`,
					}
				);
				button.addEventListener( 'click', () => {
					if ( sheetOpen() ) {
						return;
					}
					let settled = false;
					const timer = setTimeout(
						() => ( settled = true ),
						CLICK_TIMEOUT_MS
					);
					events.emit( 'click', {
						elementType: 'expressCheckout',
						expressPaymentType: type,
						resolve: ( opts: Record< string, unknown > = {} ) => {
							if ( ! settled ) {
								settled = true;
								clearTimeout( timer );
								sheet( type, opts, group, events );
							}
						},
						reject: () => {
							settled = true;
							clearTimeout( timer );
						},
					} );
				} );
				root.appendChild( button );
			}
			container.appendChild( root );
			const map = Object.fromEntries(
				WALLETS.map( ( [ key ] ) => [ key, wallets.includes( key ) ] )
			);
			setTimeout(
				() =>
					events.emit( 'ready', {
						elementType: 'expressCheckout',
						availablePaymentMethods: wallets.length
							? { ...map, paypal: false, klarna: false }
							: undefined,
					} ),
				10
			);
		},
		unmount: () => root?.remove(),
		destroy: () => root?.remove(),
		on: events.on,
		off: events.off,
		once: ( name: string, listener: ( event: any ) => void ) =>
			events.once( name, listener ),
		update() {},
	};
}
