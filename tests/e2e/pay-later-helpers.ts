/**
 * Stripe's pay-later message as a test reads it, on the development shop
 * and on the real store: the box our plugin prints, the lines the Stripe
 * double draws into it, and the shopper's first input that loads its code.
 */
import type { Page } from '@playwright/test';

export const payLaterBox = ( page: Page ) =>
	page.locator( '.wc-stripe-pay-later' );

/** The message's lines, as Stripe draws them (`method: text`). */
export const payLaterLines = ( page: Page ) =>
	payLaterBox( page )
		.locator( '.stripe-double-messaging-plan' )
		.evaluateAll( ( rows ) =>
			rows.map(
				( row ) =>
					`${ ( row as HTMLElement ).dataset.method }: ${ row.textContent?.trim() }`
			)
		);

/** One plan's line: "klarna: 4 interest-free payments of €4.50 with Klarna ⓘ". */
export const payLaterPlan = ( method: string, name: string, each: string ) =>
	`${ method }: 4 interest-free payments of ${ each } with ${ name } ⓘ`;

/** The shopper's first input: the message's code loads with it. */
export const shopperActs = ( page: Page ) => page.mouse.move( 5, 5 );
