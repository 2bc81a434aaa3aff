/**
 * The Express Checkout Element: one button per wallet the browser "has"
 * (the shop's `availableWallets` dev setting) that the options do not set
 * to 'never'; `ready` with availablePaymentMethods; `click` that opens the
 * payment sheet only when resolved within 1 s; and a sheet that fires
 * shippingaddresschange (on opening and on each address choice),
 * shippingratechange, confirm (with paymentFailed) and cancel as Stripe
 * does. Tests choose the wallet's card and address in the sheet. One sheet
 * at a time, as a browser shows it. The sheet lives in payment-sheet.ts,
 * the wallet's cards and addresses in wallet-contents.ts.
 */
import { element, mountTarget } from './dom-builder';
import type { ElementsDouble } from './elements';
import { createEvents } from './events';
import { sheet, sheetOpen } from './payment-sheet';

export { SHEET_ADDRESSES, WALLET_CARDS } from './wallet-contents';

const WALLETS: Array< [ string, string, string ] > = [
	[ 'googlePay', 'google_pay', 'Google Pay' ],
	[ 'applePay', 'apple_pay', 'Apple Pay' ],
	[ 'link', 'link', 'Link' ],
	[ 'amazonPay', 'amazon_pay', 'Amazon Pay' ],
];
const CLICK_TIMEOUT_MS = 1000;

function available( options: Record< string, any > ): string[] {
	const reported: string[] =
		( window as any ).__devShopStripeDouble?.availableWallets || [];
	return WALLETS.map( ( [ key ] ) => key ).filter(
		( key ) =>
			reported.includes( key ) &&
			options.paymentMethods?.[ key ] !== 'never'
	);
}

export function createExpressElement(
	group: ElementsDouble,
	options: Record< string, any >
) {
	const events = createEvents();
	let root: HTMLElement | null = null;
	return {
		mount( target: string | HTMLElement ) {
			const container = mountTarget( target );
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
