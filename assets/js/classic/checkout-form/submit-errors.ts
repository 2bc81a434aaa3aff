/**
 * A checkout that did not go through: its messages replace earlier notices
 * at the top of the form, the form is released (no longer processing or
 * blocked), every field is checked again, the notices are scrolled to, and
 * `checkout_error` tells other plugins. Errors the shop ties to a field
 * (`li[data-id]`) link to it and are repeated under it.
 */
import { unblock } from '../../core/dom/block-ui';
import { emit } from '../../core/dom/jquery-bridge';
import { keepInView } from '../../core/dom/keep-in-view';
import { nodesFromServerHtml } from '../../core/dom/server-html';
import { mapProviderNotices } from '../../core/dom/provider-notices';
import {
	SUBMIT_GROUP,
	asAlert,
	noticeNodes,
	prependGroup,
	removeNotices,
	scrollToCheckoutNotices,
} from './notices';
import { validateAll } from './validation';

function linkFieldErrors( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >( 'li[data-id]' ).forEach( ( item ) => {
		const link = document.createElement( 'a' );
		link.href = `#${ item.dataset.id }`;
		link.append( ...Array.from( item.childNodes ) );
		item.append( link );
	} );
}

function showInlineErrors( messages: ParentNode ): void {
	messages
		.querySelectorAll< HTMLElement >( 'li[data-id]' )
		.forEach( ( item ) => {
			const id = item.dataset.id || '';
			const field = id ? document.getElementById( id ) : null;
			const row = field?.closest( '.form-row' );
			const text = item.textContent?.trim();
			if ( ! field || ! row || ! text ) {
				return;
			}
			const inline = document.createElement( 'p' );
			inline.id = `${ id }_description`;
			inline.className = 'checkout-inline-error-message';
			inline.textContent = text;
			row.append( inline );
			field.setAttribute( 'aria-describedby', inline.id );
			field.setAttribute( 'aria-invalid', 'true' );
		} );
}

export function showCheckoutErrors(
	form: HTMLFormElement,
	content: Node[]
): void {
	removeNotices(
		`.${ SUBMIT_GROUP }, .woocommerce-error, .woocommerce-message, .is-error, .is-success`
	);
	const group = prependGroup( form, SUBMIT_GROUP, content );
	form.classList.remove( 'processing' );
	unblock( form );
	keepInView( () => validateAll( form ) );
	scrollToCheckoutNotices( form );
	group
		.querySelector< HTMLElement >( '.woocommerce-error[tabindex="-1"]' )
		?.focus( { preventScroll: true } );
	emit( document.body, 'checkout_error', [ group.innerHTML ] );
}

/** The shop's failure messages: an alert wrapping its lists, field links. */
export function showShopMessages( form: HTMLFormElement, html: string ): void {
	const alert = asAlert( nodesFromServerHtml( html ) );
	// The gateway may relay Stripe's own words: told in the catalogue's.
	mapProviderNotices( alert );
	const inline = alert.cloneNode( true ) as HTMLElement;
	linkFieldErrors( alert );
	showCheckoutErrors( form, [ alert ] );
	keepInView( () => showInlineErrors( inline ) );
}

/** One message of ours (network, Stripe…) as text, else the shop's error. */
export function showCheckoutMessage(
	form: HTMLFormElement,
	message: string,
	shopError: string
): void {
	showCheckoutErrors( form, noticeNodes( '', message, shopError ) );
}
