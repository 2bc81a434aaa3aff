/**
 * Link inside the card element: with `link` among the Elements group's
 * payment method types, the card form offers "Pay with Link". The shopper
 * signs in (a dialog in the double) and picks the card saved in Link; the
 * element then pays by Link (`value.type` 'link'), until "Use a different
 * card" brings the card fields back.
 */
import { openDialog } from './modal';
import type { MethodWidget } from './method-widgets';

export const LINK_EMAIL = 'shopper@link.test';

export function linkOption( onChange: () => void ): MethodWidget {
	let chosen = false;
	const node = document.createElement( 'div' );
	node.className = 'stripe-double-link';
	const button = document.createElement( 'button' );
	button.type = 'button';
	const status = document.createElement( 'p' );
	const draw = () => {
		button.textContent = chosen ? 'Use a different card' : 'Pay with Link';
		status.textContent = chosen
			? `Paying with Link (${ LINK_EMAIL }): Visa •••• 4242`
			: '';
		// The card's own fields stand aside while Link pays.
		node.parentElement
			?.querySelectorAll< HTMLElement >( '.stripe-double-card-field' )
			.forEach( ( field ) => ( field.hidden = chosen ) );
	};
	button.addEventListener( 'click', async () => {
		if ( chosen ) {
			chosen = false;
		} else {
			chosen =
				( await openDialog( {
					label: 'Link',
					heading: 'Pay faster with Link',
					text: `Signed in as ${ LINK_EMAIL }. Visa •••• 4242`,
					buttons: [
						{ label: 'Use this card', value: true },
						{ label: 'Cancel', value: false },
					],
				} ) ) === true;
		}
		draw();
		onChange();
	} );
	node.append( button, status );
	draw();
	return {
		node,
		type: () => ( chosen ? 'link' : null ),
		values: (): Record< string, string > =>
			chosen ? { link_email: LINK_EMAIL } : {},
		incomplete: () => null,
	};
}
