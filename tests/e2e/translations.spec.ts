/**
 * A German shop: WordPress hands each script of ours its translations, found
 * by the md5 of the script's path (the development shop prints them before
 * the script, as `wp_set_script_translations()` does), so every surface
 * speaks German: the block checkout, the classic checkout, the wallet
 * buttons and a storefront notice. A script that moved without its
 * translation file being made again would show English here. (Messages the
 * gateway or WooCommerce print into the page, such as a declined card's,
 * are translated by their PHP; these are the scripts' own.)
 */
import { expect, fillCart, openPayForOrder, resetShop, test } from './fixtures';
import {
	checkoutNotices,
	openClassicCheckout,
	placeOrderButton,
	readyForCheque,
} from './classic-helpers';
import { walletButton } from './express-helpers';

const LOAD_FAILED = 'konnte nicht geladen werden';
const NO_CONNECTION =
	'Bei der Verbindung mit dem Server ist ein Fehler aufgetreten.';

test.beforeEach( async ( { request } ) =>
	resetShop( request, { locale: 'de_DE', elementLoadFailures: [ 'card' ] } )
);

test( 'block checkout: a payment method that fails to load says so in German', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expect( page.getByText( LOAD_FAILED ) ).toBeVisible();
} );

test( 'classic checkout: a payment method that fails to load says so in German', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/classic-checkout/' );
	await expect( page.getByText( LOAD_FAILED ) ).toBeVisible();
} );

test( 'wallet buttons on a variable product: the sheet is refused, in German, until options are chosen', async ( {
	page,
} ) => {
	await page.goto( '/product/hoodie/' );
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss();
	} );
	await walletButton( page ).click();
	await expect
		.poll( () => alerts )
		.toEqual( [
			'Bitte wähle die Produktoptionen aus, bevor du fortfährst.',
		] );
} );

test( 'storefront notice: the checkout form’s notice for a lost connection is German', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/classic-checkout/' );
	await readyForCheque( page );
	await request.post( '/__dev/faults', {
		// Chrome sends a request again on a dropped connection: keep
		// dropping them.
		data: { target: 'wc-ajax:checkout', mode: 'abort', count: 50 },
	} );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText( NO_CONNECTION );
} );

test.describe( 'with every payment method loading', () => {
	test( 'classic checkout: the create-account password’s show button is labelled in German, though WooCommerce printed its label in English', async ( {
		page,
		request,
	} ) => {
		await openClassicCheckout( page, request, {
			settings: { locale: 'de_DE' },
		} );
		await page.getByLabel( 'Create an account?' ).check();
		const toggle = page.locator(
			'#account_password ~ .show-password-input'
		);
		await expect( toggle ).toHaveAttribute(
			'aria-label',
			'Passwort anzeigen'
		);
		await toggle.click();
		await expect( toggle ).toHaveAttribute(
			'aria-label',
			'Passwort verbergen'
		);
		await expect( page.locator( '#account_password' ) ).toHaveAttribute(
			'type',
			'text'
		);
	} );

	test( 'pay for order with an empty card form: the card number is incomplete, said in German', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { locale: 'de_DE' } );
		await openPayForOrder( page );
		await page.getByRole( 'button', { name: 'Pay for order' } ).click();
		await expect(
			page
				.getByRole( 'alert' )
				.filter( { hasText: 'Die Kartennummer ist unvollständig.' } )
		).toBeVisible();
		await expect(
			page.getByText( 'The card number is incomplete.' )
		).toHaveCount( 0 );
	} );
} );
