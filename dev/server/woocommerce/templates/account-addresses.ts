/**
 * My account → Addresses (`myaccount/my-address.php`): the billing and
 * shipping addresses the checkout starts from, each with its Edit (or Add)
 * link; and Edit (`myaccount/form-edit-address.php`): the address's fields
 * for its country, as the checkout renders them, in a
 * `.woocommerce-address-fields` form the country and state scripts follow
 * (WooCommerce enqueues wc-country-select and wc-address-i18n there, and
 * prints their data). A refused post shows the form again with what was
 * typed.
 *
 * Follows: woocommerce templates/myaccount/my-address.php,
 * form-edit-address.php.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { text } from '../../http/form-text';
import { formattedAddress } from '../includes/address-format';
import { nonceFor } from '../../wordpress/nonces';
import type { Address, Customer } from '../includes/types';
import { readAddressPost } from '../form-handler/account-address-form';
import {
	addressFieldSpecs,
	addressScriptGlobals,
	formRow,
} from './address-fields';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const ADDRESSES_PATH = '/my-account/edit-address/';

const TITLES = { billing: 'Billing address', shipping: 'Shipping address' };

export function addressesHtml( ctx: Context, customer: Customer ): string {
	const column = ( group: 'billing' | 'shipping', index: number ) => {
		const address = formattedAddress(
			customer[ group ],
			ctx.state.settings.storeCountry
		);
		return `<div class="u-column${ index } col-${ index } woocommerce-Address"><header class="woocommerce-Address-title title"><h2>${
			TITLES[ group ]
		}</h2><a href="${ ADDRESSES_PATH }${ group }/" class="edit">${
			address ? 'Edit' : 'Add'
		} ${ TITLES[ group ] }</a></header><address>${
			address || 'You have not set up this type of address yet.'
		}</address></div>`;
	};
	return `<p>The following addresses will be used on the checkout page by default.</p><div class="u-columns woocommerce-Addresses col2-set addresses">${ column(
		'billing',
		1
	) }${ column( 'shipping', 2 ) }</div>`;
}

/**
 * The edit form: the saved address, or what was just posted when the shop
 * refused it (`wc_get_post_data_by_key`); the country is the saved one,
 * else the store's.
 */
export function editAddressHtml(
	ctx: Context,
	customer: Customer,
	group: 'billing' | 'shipping'
): string {
	const body = ctx.body as Record< string, unknown >;
	const posted =
		ctx.req.method === 'POST' && text( body.action ) === 'edit_address';
	const values: Partial< Address > = posted
		? readAddressPost( group, body ).address
		: {
				...customer[ group ],
				...( group === 'billing'
					? { email: customer.billing.email || customer.email }
					: {} ),
			};
	const country = values.country || ctx.state.settings.storeCountry;
	const rows = addressFieldSpecs( group, country, values )
		.map( formRow )
		.join( '\n' );
	return `<form method="post" novalidate><h2>${
		TITLES[ group ]
	}</h2><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">
${ rows }
</div><p><button type="submit" class="button" name="save_address" value="Save address">Save address</button><input type="hidden" id="woocommerce-edit-address-nonce" name="woocommerce-edit-address-nonce" value="${ escapeHtml(
		nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.editAddress )
	) }"><input type="hidden" name="_wp_http_referer" value="${ escapeHtml(
		ctx.url.pathname
	) }"><input type="hidden" name="action" value="edit_address"></p></div></form>`;
}

/** What WooCommerce prints for the address scripts on the edit form. */
export const editAddressGlobals = addressScriptGlobals;
