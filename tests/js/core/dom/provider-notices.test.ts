/**
 * Notices the shop wrote are told in the catalogue's words where they are
 * Stripe's words alone (SPEC §8); any other notice stays as the shop wrote
 * it.
 */
import { mapProviderNotices } from '../../../../assets/js/core/dom/provider-notices';

describe( "The shop's notices in Stripe's words", () => {
	it( 'a line of an error list, and an error notice of one line, are told in the catalogue’s words', () => {
		document.body.innerHTML = `<div class="woocommerce-notices-wrapper">
<ul class="woocommerce-error" role="alert"><li>Your card was declined.</li><li> Your card has expired. </li></ul>
<div class="woocommerce-error" role="alert">Your card has insufficient funds.</div></div>`;
		mapProviderNotices( document );
		expect(
			Array.from( document.querySelectorAll( 'li' ) ).map(
				( item ) => item.textContent
			)
		).toEqual( [ 'The card was declined.', 'The card has expired.' ] );
		expect(
			document.querySelector( 'div.woocommerce-error' )?.textContent
		).toBe( 'The card was declined.' );
		// The list keeps its markup: role and classes.
		expect( document.querySelector( 'ul' )?.getAttribute( 'role' ) ).toBe(
			'alert'
		);
	} );

	it( "the shop's own words, its markup and other kinds of notice stay as they were", () => {
		const html = `<ul class="woocommerce-error"><li><strong>Billing Email</strong> is a required field.</li><li>Unable to verify your request.</li></ul>
<div class="woocommerce-message">Your card was declined.</div>
<div class="woocommerce-error"><a href="/cart/">Your card was declined.</a></div>`;
		document.body.innerHTML = html;
		mapProviderNotices( document );
		expect( document.body.innerHTML ).toBe( html );
	} );

	it( "the store owner's text for the code applies", () => {
		document.body.innerHTML =
			'<ul class="woocommerce-error"><li>Your card was declined.</li></ul>';
		mapProviderNotices( document, {
			card_declined: 'Please call your bank.',
		} );
		expect( document.querySelector( 'li' )?.textContent ).toBe(
			'Please call your bank.'
		);
	} );
} );
