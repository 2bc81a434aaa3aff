/**
 * Accessibility check for the browser tests: axe-core over the page as it
 * stands, failing on any serious or critical violation, in what we render or
 * in the development shop's markup. Minor and moderate findings are not
 * failures, but they are printed in the error when something fails.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(
	page: Page,
	{ exclude = [] }: { exclude?: string[] } = {}
): Promise< void > {
	let builder = new AxeBuilder( { page } );
	for ( const selector of exclude ) {
		builder = builder.exclude( selector );
	}
	const { violations } = await builder.analyze();
	const serious = violations
		.filter(
			( violation ) =>
				violation.impact === 'serious' ||
				violation.impact === 'critical'
		)
		.map( ( violation ) => ( {
			rule: violation.id,
			impact: violation.impact,
			help: violation.help,
			targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
	expect( serious ).toEqual( [] );
}
