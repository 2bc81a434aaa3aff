/**
 * Layout shift as Chromium reports it (`layout-shift` entries of the
 * Layout Instability API, the ones behind CLS), for any page of the shop.
 *
 * - `watchLayoutShifts( page )` before the navigation: every document the
 *   page opens from then on records its shifts, with the elements that
 *   moved (the entry's sources: tag, id, classes, and where they were and
 *   went), skipping shifts right after input as CLS does.
 * - `settledLayoutShift( page, ready )` once the page is loading: waits for
 *   `ready` (the page's own "drawn" state, checked in the page, never a
 *   fixed time), for the fonts, then for a run of animation frames in which
 *   nothing shifts, and returns the total (CLS for a page that is not
 *   scrolled: every shift counts in one session window) and each shift.
 * - `describeShifts()` words them for an assertion's message, and
 *   `shiftsFrom()` sorts them by source, so a test can name a shift that
 *   comes from something the shop does not draw instead of raising its
 *   limit.
 */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface ShiftSource {
	/** `TAG#id.class.class` of the element that moved. */
	node: string;
	/** [ top, height ] before and after, in CSS pixels. */
	from: [ number, number ];
	to: [ number, number ];
}

export interface Shift {
	value: number;
	/** Milliseconds since the document started. */
	at: number;
	sources: ShiftSource[];
}

export interface LayoutShiftReport {
	total: number;
	shifts: Shift[];
}

export const sumOf = ( shifts: Shift[] ) =>
	shifts.reduce( ( sum, shift ) => sum + shift.value, 0 );

/** How far a page of ours may move (CLS), at any size. */
export const CLS_LIMIT = 0.02;

/**
 * Holds shifts to the limit; a failure lists each shift and what moved.
 * `when` says which moment of the page they belong to.
 */
export function expectWithinLimit( shifts: Shift[], when = '' ): void {
	expect(
		sumOf( shifts ),
		`layout shift (CLS)${ when } above ${ CLS_LIMIT }:\n${ describeShifts(
			shifts
		) }`
	).toBeLessThanOrEqual( CLS_LIMIT );
}

interface ShiftWindow {
	__layoutShifts: Shift[];
}

/** Records every document's shifts; call before `page.goto()`. */
export async function watchLayoutShifts( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const shifts: Shift[] = [];
		( window as unknown as ShiftWindow ).__layoutShifts = shifts;
		const describe = ( node: Node | null ): string => {
			if ( ! node ) {
				return '(gone)';
			}
			if ( ! ( node instanceof Element ) ) {
				return `#text in ${ describe( node.parentNode ) }`;
			}
			const classes =
				typeof node.className === 'string' && node.className.trim()
					? '.' + node.className.trim().split( /\s+/ ).join( '.' )
					: '';
			return `${ node.tagName }${ node.id ? '#' + node.id : '' }${ classes }`;
		};
		const round = ( value: number ) => Math.round( value * 10 ) / 10;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< {
						node: Node | null;
						previousRect: DOMRectReadOnly;
						currentRect: DOMRectReadOnly;
					} >;
				}
			> ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				shifts.push( {
					value: entry.value,
					at: Math.round( entry.startTime ),
					sources: ( entry.sources || [] ).map( ( source ) => ( {
						node: describe( source.node ),
						from: [
							round( source.previousRect.y ),
							round( source.previousRect.height ),
						],
						to: [
							round( source.currentRect.y ),
							round( source.currentRect.height ),
						],
					} ) ),
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/**
 * Waits for the page to settle, then reads its shifts. `ready` runs in the
 * page (a state of the page, such as "the checkout is drawn and its
 * elements are mounted") and is polled until true (`timeout` for a slowed
 * page; Playwright's own otherwise). Then the fonts, then `quietFrames`
 * animation frames in a row with no new shift.
 */
export async function settledLayoutShift(
	page: Page,
	ready: () => boolean,
	{
		quietFrames = 30,
		timeout,
	}: { quietFrames?: number; timeout?: number } = {}
): Promise< LayoutShiftReport > {
	await page.waitForFunction( ready, undefined, {
		polling: 'raf',
		timeout,
	} );
	await page.evaluate( async ( frames ) => {
		await document.fonts.ready;
		const log = ( window as unknown as ShiftWindow ).__layoutShifts;
		let seen = log.length;
		let quiet = 0;
		while ( quiet < frames ) {
			await new Promise( ( resolve ) =>
				requestAnimationFrame( resolve )
			);
			quiet = log.length === seen ? quiet + 1 : 0;
			seen = log.length;
		}
	}, quietFrames );
	const shifts = await page.evaluate(
		() => ( window as unknown as ShiftWindow ).__layoutShifts
	);
	return {
		total: sumOf( shifts ),
		shifts,
	};
}

/** Each shift with what moved, for an assertion's message. */
export function describeShifts( shifts: Shift[] ): string {
	if ( ! shifts.length ) {
		return 'no layout shift';
	}
	return shifts
		.map(
			( shift ) =>
				`${ shift.value.toFixed( 4 ) } at ${ shift.at } ms: ` +
				shift.sources
					.map(
						( source ) =>
							`${ source.node } [${ source.from.join(
								', '
							) }] → [${ source.to.join( ', ' ) }]`
					)
					.join( '; ' )
		)
		.join( '\n' );
}

/**
 * The shifts whose every source matches (`true`) or none does (`false`):
 * `foreign` says which elements something other than the shop draws.
 */
export function shiftsFrom(
	shifts: Shift[],
	foreign: ( node: string ) => boolean
): { ours: Shift[]; theirs: Shift[] } {
	const theirs = shifts.filter(
		( shift ) =>
			shift.sources.length > 0 &&
			shift.sources.every( ( source ) => foreign( source.node ) )
	);
	return {
		ours: shifts.filter( ( shift ) => ! theirs.includes( shift ) ),
		theirs,
	};
}
