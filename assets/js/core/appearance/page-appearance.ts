/**
 * The Payment Element's look taken from the page when the store has not saved
 * one: the theme's text colour, background, font family and size, so the
 * element matches the checkout around it.
 *
 * With Stripe's optimized checkout the card form is the first thing the
 * shopper sees and sits among larger headings, so its text is set 2 px larger
 * than the page's body text.
 */
import type { Appearance } from './types';

/** How much larger the card text is with optimized checkout on. */
export const OPTIMIZED_CHECKOUT_FONT_STEP_PX = 2;

export interface PageStyle {
	color: string;
	backgroundColor: string;
	fontFamily: string;
	fontSize: string;
}

/** Reads the styles we copy from an element of the page (the body). */
export function pageStyleOf( element: Element ): PageStyle {
	const style = window.getComputedStyle( element );
	return {
		color: style.color,
		backgroundColor: style.backgroundColor,
		fontFamily: style.fontFamily,
		fontSize: style.fontSize,
	};
}

function pixels( size: string ): number | null {
	const match = /^(\d+(?:\.\d+)?)px$/.exec( ( size || '' ).trim() );
	return match ? Number( match[ 1 ] ) : null;
}

export function appearanceFromStyle(
	style: PageStyle,
	{ optimizedCheckout }: { optimizedCheckout: boolean }
): Appearance {
	const variables: Record< string, string > = {};
	if ( style.color ) {
		variables.colorText = style.color;
	}
	if ( style.backgroundColor ) {
		variables.colorBackground = style.backgroundColor;
	}
	if ( style.fontFamily ) {
		variables.fontFamily = style.fontFamily;
	}
	const size = pixels( style.fontSize );
	if ( size !== null ) {
		variables.fontSizeBase = `${
			size + ( optimizedCheckout ? OPTIMIZED_CHECKOUT_FONT_STEP_PX : 0 )
		}px`;
	}
	return { theme: 'stripe', variables };
}
