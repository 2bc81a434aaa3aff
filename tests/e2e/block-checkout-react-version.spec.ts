/**
 * The block checkout tests run twice: on React 19 and on React 18.3, the
 * React WordPress ships today (our block bundle runs inside WordPress's
 * React). This proves each run has the React it claims.
 */
import { expect, fillCart, resetShop, test } from './fixtures';

test( "the block checkout runs on the project's React", async ( {
	page,
	request,
}, testInfo ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	const version = await page.evaluate(
		() =>
			( window as unknown as { React: { version: string } } ).React
				.version
	);
	const major = testInfo.project.name === 'react-18' ? '18.' : '19.';
	expect( version.startsWith( major ) ).toBe( true );
	await expect(
		page.getByRole( 'radio', { name: 'Card', exact: true } )
	).toBeVisible();
} );
