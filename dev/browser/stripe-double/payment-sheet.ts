/**
 * The payment sheet a wallet button opens: the lines and total, a card and
 * (when shipping is asked for) an address and rate to choose, Pay and
 * Cancel. It fires shippingaddresschange (on opening and on each address
 * choice), shippingratechange, confirm (with paymentFailed) and cancel as
 * Stripe does.
 */
import { element } from './dom-builder';
import type { ElementsDouble } from './elements';
import type { createEvents } from './events';
import { createDialog } from './modal';
import { CONTACT, SHEET_ADDRESSES, WALLET_CARDS } from './wallet-contents';

/** A browser shows one payment sheet at a time. */
export const sheetOpen = () =>
	!! document.querySelector( '[role="dialog"][aria-label="Payment sheet"]' );

/**
 * Stripe's zero-decimal currencies: an amount is in whole units
 * (docs.stripe.com/currencies#zero-decimal; UGX is a special case Stripe
 * counts in cents); the three-decimal ones count thousandths; the others
 * count cents.
 */
const ZERO_DECIMAL = [
	'bif',
	'clp',
	'djf',
	'gnf',
	'jpy',
	'kmf',
	'krw',
	'mga',
	'pyg',
	'rwf',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
];
const THREE_DECIMAL = [ 'bhd', 'jod', 'kwd', 'omr', 'tnd' ];

const formatter = ( currency: unknown ) => ( amount: number ) => {
	const code = String( currency || '' ).toLowerCase();
	if ( ZERO_DECIMAL.includes( code ) ) {
		return String( amount );
	}
	return THREE_DECIMAL.includes( code )
		? ( amount / 1000 ).toFixed( 3 )
		: ( amount / 100 ).toFixed( 2 );
};

export function sheet(
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
	const money = ( amount: number ) =>
		formatter( group.__options().currency )( amount );

	// Each amount as Stripe.js was handed it (in Stripe's units) rides on
	// its line as data-amount, for tests that check the units.
	const render = () => {
		lines.replaceChildren(
			...lineItems.map( ( item ) =>
				element(
					'li',
					{
						textContent: `${ item.name }: ${ money( item.amount ) }`,
					},
					{ 'data-amount': String( item.amount ) }
				)
			)
		);
		const amount = Number( group.__options().amount ) || 0;
		total.textContent = `Total: ${ money( amount ) }`;
		total.dataset.amount = String( amount );
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
				label.dataset.amount = String( rate.amount );
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
		group.__walletType = expressType;
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
	// What the sheet opened with, before any address or rate changed it.
	total.dataset.openedWith = total.dataset.amount;
	lines.dataset.openedWith = lineItems
		.map( ( item ) => item.amount )
		.join( ' ' );
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
