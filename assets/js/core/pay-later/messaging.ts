/**
 * Stripe's pay-later message in a box the page keeps for it: a Payment
 * Method Messaging Element for the amount (in Stripe's units), the store's
 * currency, the shopper's country and the methods to name
 * (pay-later-methods.ts). As the amount, the country or the methods change
 * the element is updated in place (`update()`, which Stripe merges), never
 * remounted; with no method to name it is taken away, and made again when
 * there is one. The box keeps its height whatever the element draws, so
 * nothing around it moves (the page printed it at its full height); it is
 * marked `data-pay-later="drawn"` once Stripe has drawn it, `"none"` while
 * there is nothing to say.
 *
 * Follows: Stripe.js `elements.create('paymentMethodMessaging', { amount,
 * currency, paymentMethodTypes, countryCode })`, `element.update()`,
 * `element.on('ready')`.
 */
import type {
	Stripe,
	StripePaymentMethodMessagingElement,
	StripePaymentMethodMessagingElementOptions as ElementOptions,
} from '@stripe/stripe-js';
import type { PayLaterMethod } from './pay-later-methods';

export interface PayLaterTarget {
	/** In Stripe's units. */
	amount: number;
	/** ISO code, any case. */
	currency: string;
	/** The shopper's country. */
	country: string;
	methods: PayLaterMethod[];
}

export interface PayLaterMessage {
	update: ( change: Partial< PayLaterTarget > ) => void;
	destroy: () => void;
}

const elementOptions = ( target: PayLaterTarget ): ElementOptions => ( {
	amount: Math.max( 0, Math.round( target.amount ) || 0 ),
	currency: target.currency.toUpperCase() as ElementOptions[ 'currency' ],
	countryCode:
		target.country.toUpperCase() as ElementOptions[ 'countryCode' ],
	paymentMethodTypes: target.methods,
} );

export function mountPayLater(
	box: HTMLElement,
	stripe: Stripe,
	first: PayLaterTarget,
	locale?: string
): PayLaterMessage {
	let target = first;
	let element: StripePaymentMethodMessagingElement | null = null;

	const draw = () => {
		if ( ! target.methods.length ) {
			element?.destroy();
			element = null;
			box.dataset.payLater = 'none';
			return;
		}
		if ( element ) {
			element.update( elementOptions( target ) );
			return;
		}
		const elements = stripe.elements(
			locale ? { locale: locale as 'auto' } : {}
		);
		element = elements.create(
			'paymentMethodMessaging',
			elementOptions( target )
		);
		element.on( 'ready', () => {
			box.dataset.payLater = 'drawn';
		} );
		element.mount( box );
	};
	draw();
	return {
		update( change ) {
			target = { ...target, ...change };
			draw();
		},
		destroy() {
			element?.destroy();
			element = null;
		},
	};
}
