/**
 * WordPress's wp-admin/admin-ajax.php: a posted `action` runs the handler a
 * plugin registered as `wp_ajax_{action}` (and `wp_ajax_nopriv_{action}` for
 * visitors); an action nobody registered ends in `wp_die( '0', 400 )`.
 *
 * Follows: WordPress wp-admin/admin-ajax.php.
 */
import type { Context } from '../context';
import { sendText } from '../http/respond';

export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

export type AjaxAction = ( ctx: Context ) => void;

export function adminAjax(
	ctx: Context,
	actions: Record< string, AjaxAction >
): boolean {
	if ( ctx.url.pathname !== ADMIN_AJAX_PATH ) {
		return false;
	}
	const action = typeof ctx.body.action === 'string' ? ctx.body.action : '';
	const handler = Object.prototype.hasOwnProperty.call( actions, action )
		? actions[ action ]
		: null;
	if ( handler ) {
		handler( ctx );
	} else {
		sendText( ctx.res, 400, '0' );
	}
	return true;
}
