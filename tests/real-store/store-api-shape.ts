/**
 * The shape of a Store API answer: each field's path and JSON type, array
 * elements merged under `[]` (`items[].prices.price: string`). The real
 * store's shapes for the answers the shopper's scripts read are recorded in
 * recorded/store-api-shapes.json by tests/real-store/store-api-shapes.spec.ts
 * (which fails when the real store's answers no longer match the record),
 * and tests/e2e/store-api-real-shapes.spec.ts holds the development shop's
 * answers to the same record: WooCommerce's own answers are the oracle.
 */
import { readFileSync, writeFileSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';

export type Shape = Record< string, string >;

function typeOf( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	return Array.isArray( value ) ? 'array' : typeof value;
}

function collect(
	value: unknown,
	at: string,
	into: Map< string, Set< string > >
) {
	const types = into.get( at ) || new Set< string >();
	types.add( typeOf( value ) );
	into.set( at, types );
	if ( Array.isArray( value ) ) {
		value.forEach( ( item ) => collect( item, `${ at }[]`, into ) );
	} else if ( value && typeof value === 'object' ) {
		for ( const [ key, item ] of Object.entries( value ) ) {
			collect( item, at ? `${ at }.${ key }` : key, into );
		}
	}
}

/** Each path of the answer with its types, sorted. */
export function shapeOf( value: unknown ): Shape {
	const found = new Map< string, Set< string > >();
	collect( value, '', found );
	found.delete( '' );
	return Object.fromEntries(
		[ ...found.entries() ]
			.sort( ( [ a ], [ b ] ) => ( a < b ? -1 : 1 ) )
			.map( ( [ at, types ] ) => [ at, [ ...types ].sort().join( '|' ) ] )
	);
}

/**
 * How `actual` departs from `expected`: paths missing, paths added, and
 * types that differ (null matches any type: the data, not the shape).
 */
export function shapeDifferences( expected: Shape, actual: Shape ): string[] {
	const differences: string[] = [];
	const strip = ( types: string ) =>
		types
			.split( '|' )
			.filter( ( type ) => type !== 'null' )
			.join( '|' );
	for ( const [ at, types ] of Object.entries( expected ) ) {
		if ( ! ( at in actual ) ) {
			differences.push( `missing ${ at } (${ types })` );
		} else if (
			strip( types ) &&
			strip( actual[ at ] ) &&
			strip( types ) !== strip( actual[ at ] )
		) {
			differences.push( `${ at }: ${ actual[ at ] }, not ${ types }` );
		}
	}
	for ( const at of Object.keys( actual ) ) {
		if ( ! ( at in expected ) ) {
			differences.push( `extra ${ at } (${ actual[ at ] })` );
		}
	}
	return differences;
}

export const RECORDED = path.join(
	__dirname,
	'recorded',
	'store-api-shapes.json'
);

export type RecordedShapes = Record< string, Shape >;

export function recordedShapes(): RecordedShapes {
	return JSON.parse( readFileSync( RECORDED, 'utf8' ) );
}

export function recordShapes( shapes: RecordedShapes ): void {
	writeFileSync( RECORDED, JSON.stringify( shapes, null, '\t' ) + '\n' );
}

/** The Store API checkout route, with or without a query. */
const CHECKOUT_ROUTE = /\/wp-json\/wc\/store\/v1\/checkout(\?|$)/;

/**
 * The answer to the order's payment (POST /checkout, not the totals'
 * recalculation: PUT, or POST with `__experimental_calc_totals`), taken on
 * its way to the page: the order-received page may replace the page before
 * a listener could read it.
 */
export async function captureCheckoutAnswer( page: Page ) {
	const answer = { status: 0, body: undefined as unknown };
	await page.route( CHECKOUT_ROUTE, async ( route ) => {
		if (
			route.request().method() !== 'POST' ||
			route.request().url().includes( '__experimental_calc_totals' )
		) {
			return route.fallback();
		}
		const response = await route.fetch();
		answer.status = response.status();
		answer.body = await response.json();
		return route.fulfill( { response } );
	} );
	return answer;
}
