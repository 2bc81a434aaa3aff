/**
 * The Payment Element's accordion, as it draws an element that offers
 * several method types: one row per type, the open one followed by its
 * fields, at most `visibleAccordionItemsCount` rows (Stripe's default 5; 0
 * shows all) and a "More" row for the rest. Rows are buttons of one fixed
 * height, so a page can keep the element's room before it draws.
 */
import { element } from './dom-builder';
import { methodLabel } from './method-labels';

/** Stripe's default for `layout.visibleAccordionItemsCount`. */
export const DEFAULT_VISIBLE_ITEMS = 5;

export interface AccordionInput {
	/** The types offered, in order (Link is offered inside the card). */
	types: string[];
	chosen: string;
	/** "More" was pressed: every type shows. */
	showAll: boolean;
	visible?: number;
	/** Draws the open type's fields into its panel. */
	drawChosen: ( panel: HTMLElement ) => void;
	choose: ( type: string ) => void;
	more: () => void;
}

const ROW =
	'display:flex;align-items:center;gap:.5rem;box-sizing:border-box;width:100%;height:2.75rem;margin:0;padding:0 .75rem;border:1px solid #d6d6d6;border-top-width:0;background:#fff;color:inherit;font:inherit;text-align:left;cursor:pointer';

export function drawAccordion(
	wrapper: HTMLElement,
	input: AccordionInput
): void {
	wrapper.setAttribute(
		'style',
		'display:grid;border-top:1px solid #d6d6d6'
	);
	const limit =
		input.visible === undefined ? DEFAULT_VISIBLE_ITEMS : input.visible;
	let shown =
		input.showAll || limit <= 0 || input.types.length <= limit
			? input.types
			: input.types.slice( 0, limit );
	// The open type always shows.
	if ( ! shown.includes( input.chosen ) ) {
		shown = [ ...shown.slice( 0, -1 ), input.chosen ];
	}
	for ( const type of shown ) {
		const open = type === input.chosen;
		const row = element(
			'button',
			{ type: 'button', textContent: methodLabel( type ) },
			{
				class: 'stripe-double-accordion-item',
				'aria-expanded': String( open ),
				'data-type': type,
				style: ROW + ( open ? ';font-weight:600' : '' ),
			}
		);
		row.addEventListener( 'click', () => input.choose( type ) );
		wrapper.appendChild( row );
		if ( open ) {
			const panel = element(
				'div',
				{},
				{
					class: 'stripe-double-accordion-panel',
					style: 'display:grid;gap:.4rem;padding:.75rem;border:1px solid #d6d6d6;border-top-width:0',
				}
			);
			input.drawChosen( panel );
			wrapper.appendChild( panel );
		}
	}
	if ( shown.length < input.types.length ) {
		const more = element(
			'button',
			{ type: 'button', textContent: 'More' },
			{ class: 'stripe-double-accordion-more', style: ROW }
		);
		more.addEventListener( 'click', input.more );
		wrapper.appendChild( more );
	}
}
