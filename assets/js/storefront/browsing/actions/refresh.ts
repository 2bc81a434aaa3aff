/**
 * Fetching the cart fragments again (`get_refreshed_fragments`), in the
 * page's one cart queue so it never races an add or a remove.
 */
import { wcAjaxTemplate } from '../../../core/dom/page-params';
import { sharedCart } from '../shared-cart';

export function fetchFragments( timeoutMs: number ) {
	const { ajax, queue } = sharedCart( wcAjaxTemplate() );
	return queue.enqueue( () => ajax.refreshFragments( timeoutMs ) );
}
