/**
 * Accessibility check for the browser tests: axe-core over the page as it
 * stands, failing on any serious or critical violation, in what we render or
 * in the development shop's markup, and on a heading out of order (moderate
 * for axe, but a screen reader's outline of the page goes wrong). Other minor
 * and moderate findings are not failures.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Rules that fail whatever axe's impact. */
const ALWAYS_FAILS = [ 'heading-order' ];

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
				violation.impact === 'critical' ||
				ALWAYS_FAILS.includes( violation.id )
		)
		.map( ( violation ) => ( {
			rule: violation.id,
			impact: violation.impact,
			help: violation.help,
			targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
	expect( serious ).toEqual( [] );
}
