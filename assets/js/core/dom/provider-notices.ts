/**
 * Notices the shop wrote (printed with the page after a native post, or
 * sent as a checkout answer's `messages`) may carry Stripe's own words: the
 * gateway prints what Stripe told it when a subscription's new card is
 * refused, and relays Stripe's text for errors it has no words of its own
 * for. Each notice line that is Stripe's words alone is told in the
 * catalogue's instead (core/messages/stripe-wording.ts); any other notice,
 * or one with markup of the shop's in it, stays as the shop wrote it.
 */
import { mapRelayedMessage } from '../messages/map-provider-error';

const NOTICE_LINES = '.woocommerce-error li, .woocommerce-error';

export function mapProviderNotices(
	root: ParentNode,
	configured?: Record< string, string >
): void {
	root.querySelectorAll( NOTICE_LINES ).forEach( ( line ) => {
		// A list, a link or a field's name is the shop's markup.
		if ( line.children.length ) {
			return;
		}
		const text = ( line.textContent || '' ).trim();
		const mapped = mapRelayedMessage( text, { configured } );
		if ( mapped !== text ) {
			line.textContent = mapped;
		}
	} );
}
