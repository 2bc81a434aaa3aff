/**
 * Account pages: password fields on WooCommerce's forms get a show/hide
 * button. Most account pages (a logged-in shopper's) have no such field,
 * so the button's code loads only where a form has one.
 */
export const PASSWORD_FIELDS =
	'.woocommerce form .woocommerce-Input[type="password"]';

export function startPasswordToggles(): void {
	if ( document.querySelector( PASSWORD_FIELDS ) ) {
		import(
			/* webpackChunkName: "password-toggle" */ './password-toggle'
		).then( ( { initPasswordToggles } ) => initPasswordToggles() );
	}
}
