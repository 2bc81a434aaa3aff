/**
 * The host's `core/notices` keeps notices as WordPress's notices store does,
 * which is where WooCommerce's checkout files each observer's message: two
 * messages without ids are two notices, a notice with an id replaces the
 * one with that id in its context, contexts are apart, 'global' when none
 * is named.
 */
import { dispatch } from '@wordpress/data';
import {
	NOTICES_STORE,
	noticesIn,
} from '../../../../dev/browser/blocks-host/notices-store';

const store = () =>
	dispatch( NOTICES_STORE ) as unknown as {
		createErrorNotice: ( content: string, options?: object ) => void;
		createNotice: (
			status: string,
			content: string,
			options?: object
		) => void;
		removeNotice: ( id: string, context?: string ) => void;
		removeAllNotices: ( type?: string, context?: string ) => void;
	};

describe( 'core/notices in the block checkout host', () => {
	it( 'files every message without an id as a notice of its own', () => {
		store().createErrorNotice( 'Declined.', { context: 'a' } );
		store().createErrorNotice( 'Declined.', { context: 'a' } );
		expect( noticesIn( 'a' ).map( ( notice ) => notice.content ) ).toEqual(
			[ 'Declined.', 'Declined.' ]
		);
		expect( noticesIn( 'b' ) ).toEqual( [] );
	} );

	it( 'replaces a notice with the same id in its context, and removes by id', () => {
		store().createNotice( 'info', 'One', { id: 'x', context: 'c' } );
		store().createNotice( 'error', 'Two', { id: 'x', context: 'c' } );
		expect( noticesIn( 'c' ) ).toEqual( [
			expect.objectContaining( {
				id: 'x',
				status: 'error',
				content: 'Two',
				type: 'default',
			} ),
		] );
		store().removeNotice( 'x', 'c' );
		expect( noticesIn( 'c' ) ).toEqual( [] );
	} );

	it( "uses 'global' when no context is named, and clears one type", () => {
		store().createErrorNotice( 'Anywhere.' );
		store().createNotice( 'info', 'Snack', { type: 'snackbar' } );
		store().removeAllNotices( 'snackbar' );
		expect(
			noticesIn( 'global' ).map( ( notice ) => notice.content )
		).toEqual( [ 'Anywhere.' ] );
	} );
} );
