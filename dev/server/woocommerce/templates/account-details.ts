/**
 * My account → Account details (`myaccount/form-edit-account.php`): first
 * and last name, display name, email, and the password change. Its password
 * fields are WooCommerce's (`.woocommerce-Input[type="password"]`), so the
 * storefront gives each its show/hide button. The fields show the saved
 * details, also after a refused post, as WooCommerce's form does.
 *
 * Follows: woocommerce templates/myaccount/form-edit-account.php.
 */
import type { Context } from '../../context';
import { escapeHtml } from '../../http/respond';
import { nonceFor } from '../../wordpress/nonces';
import type { Customer } from '../includes/types';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

const STAR = '&nbsp;<span class="required" aria-hidden="true">*</span>';

function textRow(
	width: 'first' | 'last' | 'wide',
	name: string,
	label: string,
	value: string,
	extra = ''
): string {
	return `<p class="woocommerce-form-row woocommerce-form-row--${ width } form-row form-row-${ width }"><label for="${ name }">${ label }${ STAR }</label><input type="${
		name === 'account_email' ? 'email' : 'text'
	}" class="woocommerce-Input woocommerce-Input--${
		name === 'account_email' ? 'email' : 'text'
	} input-text" name="${ name }" id="${ name }" value="${ escapeHtml(
		value
	) }" aria-required="true"${ extra }></p>`;
}

function passwordRow( name: string, label: string ): string {
	return `<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="${ name }">${ label }</label><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${ name }" id="${ name }" autocomplete="off"></p>`;
}

export function accountDetailsHtml( ctx: Context, customer: Customer ): string {
	return `<form class="woocommerce-EditAccountForm edit-account" action="" method="post">
${ textRow(
	'first',
	'account_first_name',
	'First name',
	customer.firstName,
	' autocomplete="given-name"'
) }
${ textRow(
	'last',
	'account_last_name',
	'Last name',
	customer.lastName,
	' autocomplete="family-name"'
) }
<div class="clear"></div>
${ textRow(
	'wide',
	'account_display_name',
	'Display name',
	customer.displayName,
	' aria-describedby="account_display_name_description"'
).replace(
	'</p>',
	' <span id="account_display_name_description"><em>This will be how your name will be displayed in the account section and in reviews</em></span></p>'
) }
<div class="clear"></div>
${ textRow(
	'wide',
	'account_email',
	'Email address',
	customer.email,
	' autocomplete="email"'
) }
<fieldset><legend>Password change</legend>
${ passwordRow(
	'password_current',
	'Current password (leave blank to leave unchanged)'
) }
${ passwordRow( 'password_1', 'New password (leave blank to leave unchanged)' ) }
${ passwordRow( 'password_2', 'Confirm new password' ) }
</fieldset>
<div class="clear"></div>
<p><input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${ escapeHtml(
		nonceFor(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.saveAccountDetails
		)
	) }"><input type="hidden" name="_wp_http_referer" value="/my-account/edit-account/"><button type="submit" class="woocommerce-Button button" name="save_account_details" value="Save changes">Save changes</button><input type="hidden" name="action" value="save_account_details"></p>
</form>`;
}
