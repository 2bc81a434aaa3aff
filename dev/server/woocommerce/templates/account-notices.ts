/**
 * My account's notices as WooCommerce prints them there: every error in one
 * `ul.woocommerce-error` (one item each: a login refused, each problem with
 * an address), the others as on any page. WooCommerce gives the list
 * itself `role="alert"`, which stops it being a list to assistive
 * technology (axe: listitem); the alert wraps the list instead, announced
 * the same.
 *
 * Follows: woocommerce templates/notices/error.php (on My account).
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { noticesHtml } from './layout';

export function accountNoticesHtml( ctx: Context ): string {
	const errors = ctx.session.notices.filter(
		( notice ) => notice.type === 'error'
	);
	ctx.session.notices = ctx.session.notices.filter(
		( notice ) => notice.type !== 'error'
	);
	const others = noticesHtml( ctx );
	if ( ! errors.length ) {
		return others;
	}
	const items = errors
		.map(
			( notice ) =>
				`<li>${
					notice.html ? notice.text : escapeHtml( notice.text )
				}</li>`
		)
		.join( '' );
	return `<div class="woocommerce-notices-wrapper" role="alert"><ul class="woocommerce-error">${ items }</ul></div>${ others }`;
}
