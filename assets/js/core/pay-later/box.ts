/**
 * The box a page keeps for the pay-later message, as our plugin prints it
 * (includes/pay-later-messaging.php): `.wc-stripe-pay-later`, at the
 * message's height from the first paint, carrying what the page knows of
 * the purchase: the amount in Stripe's units (`data-amount`), the
 * shopper's country (`data-country`) and, on a variable product's page,
 * each variation's price in Stripe's units (`data-variations`, JSON by
 * variation id). A page without the box (the store switched the message
 * off, or no pay-later method is enabled) shows no message.
 */
import { isRecord } from '../settings/fields';

export const PAY_LATER_BOX = '.wc-stripe-pay-later';

export interface PayLaterBox {
	element: HTMLElement;
	amount: number;
	country: string;
	/** Variation id → its price in Stripe's units. */
	variations: Record< string, number >;
}

const whole = ( value: unknown ): number => {
	const number = Number( value );
	return Number.isInteger( number ) && number >= 0 ? number : 0;
};

function variations( json: string | undefined ): Record< string, number > {
	try {
		const parsed: unknown = JSON.parse( json || '{}' );
		return isRecord( parsed )
			? Object.fromEntries(
					Object.entries( parsed ).map( ( [ id, amount ] ) => [
						id,
						whole( amount ),
					] )
				)
			: {};
	} catch {
		return {};
	}
}

/** The page's box (the first, if a theme printed two), or null. */
export function readPayLaterBox(): PayLaterBox | null {
	const element = document.querySelector< HTMLElement >( PAY_LATER_BOX );
	if ( ! element ) {
		return null;
	}
	return {
		element,
		amount: whole( element.dataset.amount ),
		country: ( element.dataset.country || '' ).toUpperCase(),
		variations: variations( element.dataset.variations ),
	};
}
