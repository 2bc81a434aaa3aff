/**
 * What the classic pages that pay or set up with an existing record share:
 * the customer's billing data the gateway prints, the notices at the top,
 * WooCommerce's answer to an order or subscription that cannot be paid, and
 * how a failed post goes back to its page.
 */
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import type { Address } from '../shop/types';
import { renderPage } from './layout';

/** What the gateway prints about the customer on these pages. */
export function customerBillingData( address: Address ) {
	return {
		name: `${ address.first_name } ${ address.last_name }`.trim(),
		email: address.email || '',
		phone: address.phone || '',
		address: {
			country: address.country,
			line1: address.address_1,
			line2: address.address_2,
			city: address.city,
			state: address.state,
			postal_code: address.postcode,
		},
	};
}

export function pageNotices( ctx: Context ): string {
	const list = ctx.session.notices.splice( 0 );
	return `<div class="woocommerce-notices-wrapper">${ list
		.map(
			( notice ) =>
				`<div class="woocommerce-${
					notice.type === 'error' ? 'error' : 'message'
				}" role="alert">${
					notice.html ? notice.text : escapeHtml( notice.text )
				}</div>`
		)
		.join( '' ) }</div>`;
}

export { text } from '../http/form-text';

export function notFound( ctx: Context ): void {
	sendHtml(
		ctx.res,
		404,
		renderPage( ctx, {
			title: 'Pay for order',
			body: '<p class="woocommerce-error">Sorry, this order is invalid and cannot be paid for.</p>',
		} )
	);
}

/**
 * How these forms fail, as WooCommerce's handlers do: an error notice, then
 * back to the page the form came from.
 */
export function failBackTo( ctx: Context, path: string ) {
	return ( message: string ): void => {
		ctx.session.notices.push( { type: 'error', text: message } );
		redirect( ctx.res, path );
	};
}
