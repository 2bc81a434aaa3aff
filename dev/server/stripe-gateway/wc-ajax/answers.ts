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

/**
 * check_ajax_referer( action, field ): false if the request's nonce (in
 * `field`, `_ajax_nonce` by default) is good, else answers "-1" and true.
 */
export function needsNonce(
	ctx: Context,
	action: string,
	field = '_ajax_nonce'
): boolean {
	if ( verifyNonce( ctx.state, ctx.session, action, ctx.body[ field ] ) ) {
		return false;
	}
	// WordPress's check_ajax_referer answers "-1" with 403.
	sendText( ctx.res, 403, '-1' );
	return true;
}

/** An action that first checks its nonce in `security`, as the express handlers do. */
export const behindNonce =
	( action: string, then: ( ctx: Context ) => void ) =>
	( ctx: Context ): void => {
		if ( ! needsNonce( ctx, action, 'security' ) ) {
			then( ctx );
		}
	};
