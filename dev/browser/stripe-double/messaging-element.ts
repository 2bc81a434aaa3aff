/**
 * The Payment Method Messaging Element: Stripe's line telling a shopper
 * which buy now, pay later plans they may pay the amount with. Its options
 * are checked as Stripe.js checks them (messaging-options.ts); mounted, it
 * asks Stripe for the plans (the emulated API's
 * `payment_method_messaging/plans`: the methods asked for, or the
 * account's, that serve the currency, the customer's country and the
 * amount) and draws one line per plan, "4 interest-free payments of €4.50
 * with Klarna ⓘ", each line 24 px high, in the order asked for. With no
 * plan it draws nothing. The ⓘ button opens Stripe's information dialog.
 * `update()` merges new options and draws again (the latest answer wins);
 * `ready` fires once, after the first drawing, as Stripe.js fires it when
 * the element is fully loaded; `loaderror` when the plans could not be
 * read.
 *
 * Follows: Stripe's docs, "Payment Method Messaging Element"
 * (docs.stripe.com/payments/payment-method-messaging) and the Stripe.js
 * element interface (mount, update, unmount, destroy, on('ready')).
 */
import { stripeApi } from './api';
import { element, mountTarget } from './dom-builder';
import { createEvents } from './events';
import { checkMessagingOptions } from './messaging-options';
import type { MessagingOptions } from './messaging-options';
import { openDialog } from './modal';

/** One line's height, as the double draws it. */
export const MESSAGING_LINE_PX = 24;

interface Plan {
	type: string;
	installments: number;
	installmentAmount: number;
}

function methodName( type: string, currency: string ): string {
	if ( type === 'afterpay_clearpay' ) {
		return currency === 'GBP' ? 'Clearpay' : 'Afterpay';
	}
	return type === 'affirm' ? 'Affirm' : 'Klarna';
}

/** Two-decimal currencies only (every currency the element takes). */
function money( amount: number, currency: string, locale: string ): string {
	try {
		return new Intl.NumberFormat( locale, {
			style: 'currency',
			currency,
		} ).format( amount / 100 );
	} catch {
		return `${ ( amount / 100 ).toFixed( 2 ) } ${ currency }`;
	}
}

export function createMessagingElement(
	raw: Record< string, unknown >,
	locale = 'en'
) {
	let options: MessagingOptions = checkMessagingOptions( raw );
	const events = createEvents();
	let root: HTMLElement | null = null;
	let drawn = 0;
	let readyFired = false;

	const line = ( plan: Plan ) => {
		const name = methodName( plan.type, options.currency );
		const row = element(
			'p',
			{
				className: 'stripe-double-messaging-plan',
				textContent: `${
					plan.installments
				} interest-free payments of ${ money(
					plan.installmentAmount,
					options.currency,
					locale
				) } with ${ name } `,
			},
			{
				'data-method': plan.type,
				style: `margin:0;height:${ MESSAGING_LINE_PX }px;line-height:${ MESSAGING_LINE_PX }px;font-size:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis`,
			}
		);
		const info = element(
			'button',
			{ type: 'button', textContent: 'ⓘ' },
			{
				'aria-label': `Learn more about ${ name }`,
				style: 'border:0;background:none;padding:0;cursor:pointer;font-size:14px',
			}
		);
		info.addEventListener( 'click', () =>
			openDialog( {
				label: `${ name }: pay in ${ plan.installments }`,
				heading: `Pay in ${ plan.installments } with ${ name }`,
				text: `Split your purchase into ${
					plan.installments
				} interest-free payments, the first today, then every two weeks. Subject to ${ name }'s approval and terms.`,
				buttons: [ { label: 'Close', value: null } ],
			} )
		);
		row.appendChild( info );
		return row;
	};

	const draw = async () => {
		const turn = ++drawn;
		const answer = await stripeApi( '/payment_method_messaging/plans', {
			amount: options.amount,
			currency: options.currency,
			countryCode: options.countryCode,
			paymentMethodTypes: options.paymentMethodTypes,
		} );
		if ( turn !== drawn || ! root ) {
			return;
		}
		if ( answer.error ) {
			events.emit( 'loaderror', {
				elementType: 'paymentMethodMessaging',
				error: answer.error,
			} );
			return;
		}
		root.replaceChildren( ...( answer.plans as Plan[] ).map( line ) );
		if ( ! readyFired ) {
			readyFired = true;
			events.emit( 'ready', { elementType: 'paymentMethodMessaging' } );
		}
	};

	const api = {
		mount( target: string | HTMLElement ) {
			root = element(
				'div',
				{ className: 'stripe-double-messaging' },
				{ 'data-element': 'paymentMethodMessaging' }
			);
			mountTarget( target ).appendChild( root );
			draw();
		},
		update( change: Record< string, unknown > ) {
			options = checkMessagingOptions( { ...options, ...change } );
			if ( root ) {
				draw();
			}
		},
		unmount() {
			root?.remove();
			root = null;
		},
		destroy() {
			api.unmount();
			drawn++;
		},
		on( name: string, listener: ( event: unknown ) => void ) {
			events.on( name, listener );
			return api;
		},
		off: events.off,
		once: events.once.bind( events ),
		/** The options the element holds, for tests. */
		__options: () => options,
	};
	return api;
}
