/**
 * How the gateway's ajax actions refuse: a stale nonce gets WordPress's
 * "-1" (403), any other problem `{success: false, data: {error}}`.
 *
 * Follows: WordPress wp-includes/pluggable.php check_ajax_referer() and
 * functions.php wp_send_json_error().
 */
import type { Context } from '../../context';
import { sendJson, sendText } from '../../http/respond';
import { verifyNonce } from '../../wordpress/nonces';

export const fail = ( ctx: Context, message: string, status = 200 ) =>
	sendJson( ctx.res, status, {
		success: false,
		data: { error: { message } },
	} );

export function needsNonce( ctx: Context, action: string ): boolean {
	if ( verifyNonce( ctx.state, ctx.session, action, ctx.body._ajax_nonce ) ) {
		return false;
	}
	// WordPress's check_ajax_referer answers "-1" with 403.
	sendText( ctx.res, 403, '-1' );
	return true;
}
