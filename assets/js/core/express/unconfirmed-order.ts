/**
 * A wallet order whose answer never came (the connection dropped, or the
 * shop took longer than the client waits) may have been placed and paid.
 * A second tap would then re-add the product to the emptied cart and pay
 * for a fresh order: a second charge. So, for the rest of the page's life,
 * the wallet buttons refuse to pay again once an order is unconfirmed, and
 * the shopper is told to check their orders first.
 *
 * Whether it went through is read from the cart the shop keeps: WooCommerce
 * empties it once an order is paid, and keeps it when the order failed or
 * was never made. A cart that cannot be read proves nothing, so it counts
 * as unconfirmed too.
 */
let unconfirmed = false;

export function hasUnconfirmedOrder(): boolean {
	return unconfirmed;
}

export function noteUnconfirmedOrder(): void {
	unconfirmed = true;
}

/** For the tests: a fresh page. */
export function forgetUnconfirmedOrder(): void {
	unconfirmed = false;
}

/** True unless the shop's cart shows the order was not made. */
export async function orderMayExist(
	readCart: () => Promise< { ok: boolean; data?: unknown } >
): Promise< boolean > {
	const cart = await readCart().catch( () => null );
	const items =
		cart?.ok && cart.data && typeof cart.data === 'object'
			? ( cart.data as { items?: unknown } ).items
			: undefined;
	return ! Array.isArray( items ) || items.length === 0;
}
