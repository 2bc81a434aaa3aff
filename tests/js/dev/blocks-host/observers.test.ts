/// <reference types="@wordpress/jest-console" />
/**
 * Observers as WooCommerce runs them: by priority (low first, equal ones in
 * subscription order); a throwing observer is logged and shows nothing.
 */
import { createEmitters } from '../../../../dev/browser/blocks-host/emitters';

describe( 'observers run by priority, stopping at the first error or failure', () => {
	it( 'orders by priority and stops', async () => {
		const { registration, emitWithAbort } = createEmitters();
		const log: string[] = [];
		registration.onPaymentSetup( () => {
			log.push( 'late' );
			return true;
		}, 20 );
		registration.onPaymentSetup( () => {
			log.push( 'early' );
			return { type: 'failure', message: 'stop' };
		}, 5 );
		expect( await emitWithAbort( 'onPaymentSetup', {} ) ).toEqual( [
			{ type: 'failure', message: 'stop' },
		] );
		expect( log ).toEqual( [ 'early' ] );
	} );
	it( 'keeps only answers that are objects with a type', async () => {
		const { registration, emit } = createEmitters();
		registration.onCheckoutValidation( () => true );
		registration.onCheckoutValidation( () => false );
		registration.onCheckoutValidation( () => ( { message: 'untyped' } ) );
		registration.onCheckoutValidation( () => ( { type: 'success' } ) );
		expect( await emit( 'onCheckoutValidation' ) ).toEqual( [
			{ type: 'success' },
		] );
	} );
} );

describe( 'an observer that throws is logged and shows nothing', () => {
	it( 'stands as a bare error, without its message', async () => {
		const { registration, emitWithAbort } = createEmitters();
		const after = jest.fn();
		registration.onCheckoutSuccess( () => {
			throw new Error( 'internal detail' );
		} );
		registration.onCheckoutSuccess( after );
		expect( await emitWithAbort( 'onCheckoutSuccess', {} ) ).toEqual( [
			{ type: 'error' },
		] );
		expect( console ).toHaveErrored();
		expect( after ).not.toHaveBeenCalled();
	} );
	it( 'is skipped by the validation event', async () => {
		const { registration, emit } = createEmitters();
		registration.onCheckoutValidation( () => {
			throw new Error( 'bug' );
		} );
		expect( await emit( 'onCheckoutValidation' ) ).toEqual( [] );
		expect( console ).toHaveErrored();
	} );
	it( 'unsubscribing removes the observer; deprecated aliases still subscribe, with a warning', async () => {
		const { registration, emitWithAbort } = createEmitters();
		const seen = jest.fn();
		const off = registration.onPaymentProcessing( seen );
		expect( console ).toHaveWarned();
		await emitWithAbort( 'onPaymentSetup', {} );
		off();
		await emitWithAbort( 'onPaymentSetup', {} );
		expect( seen ).toHaveBeenCalledTimes( 1 );
	} );
} );
