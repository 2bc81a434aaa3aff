/**
 * The Express Checkout Element: one button per available wallet (from the
 * shop's dev settings), `ready`, `click` with resolve/reject, and a payment
 * sheet that fires shippingaddresschange, shippingratechange, confirm and
 * cancel as Stripe does.
 */
import { createEvents } from './events';
import { createDialog } from './modal';

const WALLETS: Array< [ string, string, string ] > = [
	[ 'googlePay', 'google_pay', 'Google Pay' ],
	[ 'applePay', 'apple_pay', 'Apple Pay' ],
	[ 'link', 'link', 'Link' ],
	[ 'amazonPay', 'amazon_pay', 'Amazon Pay' ],
];
const CLICK_TIMEOUT_MS = 1000;

const TEST_CONTACT = {
	name: 'Jane Doe',
	email: 'jane@example.com',
	phone: '+49 30 1234567',
	address: {
		line1: 'Alexanderplatz 1',
		line2: '',
		city: 'Berlin',
		state: '',
		postal_code: '10178',
		country: 'DE',
	},
};

function available( options: Record< string, any > ): string[] {
	const reported: string[] =
		( window as any ).__devShop?.availableWallets || [];
	return WALLETS.map( ( [ key ] ) => key ).filter(
		( key ) =>
			reported.includes( key ) &&
			options.paymentMethods?.[ key ] !== 'never'
	);
}

function sheet(
	expressType: string,
	opts: Record< string, any >,
	events: ReturnType< typeof createEvents >
) {
	const { backdrop, dialog } = createDialog( 'Payment sheet' );
	dialog.style.minWidth = '20rem';
	const lines = document.createElement( 'ul' );
	const message = document.createElement( 'p' );
	message.setAttribute( 'role', 'alert' );
	const rates = document.createElement( 'div' );
	const country = document.createElement( 'select' );
	country.setAttribute( 'aria-label', 'Shipping country' );
	[ 'DE', 'FR', 'US', 'AQ' ].forEach( ( code ) =>
		country.add( new Option( code, code ) )
	);
	const pay = document.createElement( 'button' );
	pay.textContent = 'Pay';
	const cancel = document.createElement( 'button' );
	cancel.textContent = 'Cancel';
	let shippingRate = ( opts.shippingRates || [] )[ 0 ] || null;
	const close = () => backdrop.remove();

	const renderLines = (
		items: Array< { name: string; amount: number } >
	) => {
		lines.replaceChildren(
			...items.map( ( item ) =>
				Object.assign( document.createElement( 'li' ), {
					textContent: `${ item.name }: ${ ( item.amount / 100 ).toFixed( 2 ) }`,
				} )
			)
		);
	};
	const renderRates = (
		list: Array< { id: string; displayName: string; amount: number } >
	) => {
		rates.replaceChildren(
			...list.map( ( rate ) => {
				const label = document.createElement( 'label' );
				const radio = Object.assign(
					document.createElement( 'input' ),
					{
						type: 'radio',
						name: 'sheet-rate',
						checked: rate.id === shippingRate?.id,
					}
				);
				radio.addEventListener( 'change', () => {
					shippingRate = rate;
					events.emit( 'shippingratechange', {
						elementType: 'expressCheckout',
						shippingRate: rate,
						resolve: ( u: any ) =>
							u?.lineItems && renderLines( u.lineItems ),
						reject: () =>
							( message.textContent =
								'Shipping rate is unavailable' ),
					} );
				} );
				label.append( radio, ` ${ rate.displayName }` );
				return label;
			} )
		);
	};
	renderLines( opts.lineItems || [] );
	renderRates( opts.shippingRates || [] );
	country.addEventListener( 'change', () => {
		message.textContent = '';
		pay.disabled = false;
		events.emit( 'shippingaddresschange', {
			elementType: 'expressCheckout',
			name: TEST_CONTACT.name,
			address: {
				city: TEST_CONTACT.address.city,
				state: '',
				postal_code: TEST_CONTACT.address.postal_code,
				country: country.value,
			},
			resolve: ( update: any ) => {
				if ( update?.shippingRates ) {
					shippingRate = update.shippingRates[ 0 ] || null;
					renderRates( update.shippingRates );
				}
				if ( update?.lineItems ) {
					renderLines( update.lineItems );
				}
			},
			reject: () => {
				message.textContent = 'Shipping address is invalid';
				pay.disabled = true;
			},
		} );
	} );
	pay.addEventListener( 'click', () => {
		message.textContent = '';
		const address = { ...TEST_CONTACT.address, country: country.value };
		events.emit( 'confirm', {
			elementType: 'expressCheckout',
			expressPaymentType: expressType,
			billingDetails: {
				name: TEST_CONTACT.name,
				email: TEST_CONTACT.email,
				phone: TEST_CONTACT.phone,
				address,
			},
			shippingAddress: { name: TEST_CONTACT.name, address },
			shippingRate,
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
	const shippingBlock = opts.shippingAddressRequired
		? [
				Object.assign( document.createElement( 'p' ), {
					textContent: `${ TEST_CONTACT.name }, ${ TEST_CONTACT.address.line1 }, ${ TEST_CONTACT.address.city }`,
				} ),
				country,
				rates,
			]
		: [];
	dialog.append(
		Object.assign( document.createElement( 'h2' ), {
			textContent: 'Test wallet',
		} ),
		lines,
		...shippingBlock,
		message,
		pay,
		cancel
	);
	backdrop.appendChild( dialog );
	document.body.appendChild( backdrop );
}

export function createExpressElement(
	_group: unknown,
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
			root = document.createElement( 'div' );
			root.className = 'stripe-double-express';
			for ( const [ key, type, label ] of WALLETS.filter( ( [ k ] ) =>
				wallets.includes( k )
			) ) {
				const button = document.createElement( 'button' );
				button.type = 'button';
				button.textContent = label;
				button.dataset.wallet = key;
				button.setAttribute(
					'style',
					`height:${ options.buttonHeight || 48 }px;margin:.2rem;min-width:10rem;border-radius:4px`
				);
				button.addEventListener( 'click', () => {
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
								sheet( type, opts, events );
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
