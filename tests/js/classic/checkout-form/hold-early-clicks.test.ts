/**
 * The behaviours that run once the shopper acts load at the first focus,
 * pointer or key press; a toggle link clicked or a coupon form submitted
 * before they loaded waits for them and is replayed, never done natively.
 */
import { loadHoldingEarlyClicks } from '../../../../assets/js/classic/checkout-form/hold-early-clicks';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'Loading the checkout’s behaviours when the shopper acts', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<a href="#" class="showcoupon">Coupon</a><form class="checkout_coupon"><input id="c"></form><input id="field">';
	} );

	it( 'loads nothing until the shopper acts, then once', async () => {
		const load = jest.fn( () => Promise.resolve( 'loaded' ) );
		const get = loadHoldingEarlyClicks( load );
		expect( load ).not.toHaveBeenCalled();
		document
			.getElementById( 'field' )!
			.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		document.body.dispatchEvent(
			new KeyboardEvent( 'keydown', { bubbles: true } )
		);
		expect( load ).toHaveBeenCalledTimes( 1 );
		await expect( get() ).resolves.toBe( 'loaded' );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'holds an early click on a toggle link and replays it once loaded', async () => {
		let finish: ( value: string ) => void = () => {};
		loadHoldingEarlyClicks(
			() => new Promise< string >( ( resolve ) => ( finish = resolve ) )
		);
		const link = document.querySelector( 'a.showcoupon' ) as HTMLElement;
		const clicks: boolean[] = [];
		link.addEventListener( 'click', ( event ) =>
			clicks.push( event.defaultPrevented )
		);
		link.click();
		expect( clicks ).toEqual( [] );
		finish( 'ready' );
		await flush();
		expect( clicks ).toEqual( [ false ] );
	} );

	it( 'holds an early coupon submit (no native post) and submits it again', async () => {
		let finish: ( value: string ) => void = () => {};
		loadHoldingEarlyClicks(
			() => new Promise< string >( ( resolve ) => ( finish = resolve ) )
		);
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		form.requestSubmit = jest.fn();
		const early = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		form.dispatchEvent( early );
		expect( early.defaultPrevented ).toBe( true );
		finish( 'ready' );
		await flush();
		expect( form.requestSubmit ).toHaveBeenCalled();
	} );

	it( 'a failed load is tried again at the next act', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( 'loaded' );
		const get = loadHoldingEarlyClicks( load );
		await expect( get() ).rejects.toThrow( 'offline' );
		await expect( get() ).resolves.toBe( 'loaded' );
	} );
} );
