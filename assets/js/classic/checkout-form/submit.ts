/**
 * Placing the order. A submit marks the form as processing (further submits
 * are ignored) and blocks it; gateways may stop it or take it over first
 * (`checkout_place_order`, `checkout_place_order_<gateway>` returning
 * false). The serialized form goes to the checkout URL; 'success' follows the
 * redirect (a bare `#…` hash stays on this page for the gateway), 'failure'
 * shows the shop's messages, `reload` reloads and `refresh` updates the
 * order review. A request the shop could not answer shows its configured
 * checkout error; a network failure says which.
 */
import { block } from '../../core/dom/block-ui';
import { emit } from '../../core/dom/jquery-bridge';
import { ask } from '../../core/dom/jquery-asks';
import type { FormValue } from '../../core/transport';
import type { FormPage } from './form-page';
import { followableRedirect } from '../../core/hashes/followable-redirect';
import { showCheckoutMessage, showShopMessages } from './submit-errors';

export function formFields(
	form: HTMLFormElement
): Record< string, FormValue > {
	const fields: Record< string, FormValue > = {};
	new FormData( form ).forEach( ( value, name ) => {
		if ( typeof value !== 'string' ) {
			return;
		}
		if ( name.endsWith( '[]' ) ) {
			// PHP reads `a[0]=…&a[1]=…` as it reads repeated `a[]=…`.
			const key = name.slice( 0, -2 );
			const list = Array.isArray( fields[ key ] )
				? ( fields[ key ] as FormValue[] )
				: [];
			fields[ key ] = [ ...list, value ];
		} else {
			fields[ name ] = value;
		}
	} );
	return fields;
}

const holdPage = ( event: BeforeUnloadEvent ) => event.preventDefault();

/** A submit of the checkout form: returns at once, the order follows. */
export function createSubmit( page: FormPage ): () => void {
	const { form, params, ajax, guard, api, navigation } = page;

	async function place(): Promise< void > {
		form.classList.add( 'processing' );
		block( form );
		window.addEventListener( 'beforeunload', holdPage );
		const answer = await ajax.checkout(
			params.checkoutUrl,
			formFields( form )
		);
		window.removeEventListener( 'beforeunload', holdPage );
		document
			.querySelectorAll( '.checkout-inline-error-message' )
			.forEach( ( node ) => node.remove() );
		if ( ! answer.ok ) {
			guard.end();
			showCheckoutMessage( form, answer.message, params.checkoutError );
			return;
		}
		const result = answer.data;
		if ( result.result === 'success' ) {
			if (
				! ask( form, 'checkout_place_order_success', [ result, api ] )
			) {
				return;
			}
			const target = followableRedirect( result.redirect );
			if ( target ) {
				navigation.assign( target );
				return;
			}
		}
		if ( result.reload === true ) {
			navigation.reload();
			return;
		}
		if ( result.refresh === true ) {
			emit( document.body, 'update_checkout' );
		}
		guard.end();
		if ( result.messages ) {
			showShopMessages( form, result.messages );
		} else {
			showCheckoutMessage( form, '', params.checkoutError );
		}
	}

	return () => {
		if ( form.classList.contains( 'processing' ) ) {
			return;
		}
		const method =
			form.querySelector< HTMLInputElement >(
				'input[name="payment_method"]:checked'
			)?.value ?? '';
		if (
			ask( form, 'checkout_place_order', [ api ] ) &&
			ask( form, `checkout_place_order_${ method }`, [ api ] ) &&
			guard.begin()
		) {
			place();
		}
	};
}
