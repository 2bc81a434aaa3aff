/**
 * My account's forms and links, which WooCommerce handles before the page
 * shows: Log out, a saved method's Delete and Make default
 * (account-links.ts), the address forms (account-address-form.ts) and
 * Account details (account-details-form.ts). A refused post leaves its
 * notices and lets its page show again.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php init() (the My
 * account handlers).
 */
import type { Context } from '../../context';
import { accountLinks } from './account-links';
import { saveAddress } from './account-address-form';
import { saveAccountDetails } from './account-details-form';

/** True when the request was answered here. */
export function accountForms( ctx: Context ): boolean {
	return (
		accountLinks( ctx ) || saveAddress( ctx ) || saveAccountDetails( ctx )
	);
}
