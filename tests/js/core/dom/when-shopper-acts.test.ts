/**
 * Code needed only once the shopper does something loads at their first
 * own input (pointer, touch, key, wheel, or a field changed as autofill
 * does), once, or at once when asked for earlier; a
 * failed load is tried again at the next ask.
 */
type Module =
	typeof import( '../../../../assets/js/core/dom/when-shopper-acts' );

function freshModule(): Module {
	let loaded: Module | null = null;
	jest.isolateModules( () => {
		loaded = require( '../../../../assets/js/core/dom/when-shopper-acts' );
	} );
	return loaded!;
}

const INTERACTIONS = [
	'pointermove',
	'pointerdown',
	'touchstart',
	'keydown',
	'wheel',
	'input',
	'change',
];

describe( 'Loading code when the shopper acts', () => {
	it.each( INTERACTIONS )(
		'a %s anywhere starts the load, once',
		( name ) => {
			const { whenShopperActs, shopperHasActed } = freshModule();
			const load = jest.fn( () => Promise.resolve( 'code' ) );
			whenShopperActs( load );
			expect( load ).not.toHaveBeenCalled();
			expect( shopperHasActed() ).toBe( false );
			document.body.dispatchEvent( new Event( name, { bubbles: true } ) );
			document.body.dispatchEvent( new Event( name, { bubbles: true } ) );
			expect( load ).toHaveBeenCalledTimes( 1 );
			expect( shopperHasActed() ).toBe( true );
		}
	);

	it.each( [ 'focusin', 'focus', 'scroll' ] )(
		'a %s is not the shopper acting: our notices take the focus and scroll into view as the page opens',
		( name ) => {
			const { whenShopperActs, shopperHasActed } = freshModule();
			const load = jest.fn( () => Promise.resolve( 'code' ) );
			whenShopperActs( load );
			document.body.dispatchEvent( new Event( name, { bubbles: true } ) );
			window.dispatchEvent( new Event( name ) );
			expect( load ).not.toHaveBeenCalled();
			expect( shopperHasActed() ).toBe( false );
		}
	);

	it( 'loads at once when asked for before the shopper acts, and only once', async () => {
		const { whenShopperActs } = freshModule();
		const load = jest.fn( () => Promise.resolve( 'code' ) );
		const get = whenShopperActs( load );
		await expect( get() ).resolves.toBe( 'code' );
		document.body.dispatchEvent(
			new Event( 'pointerdown', { bubbles: true } )
		);
		await expect( get() ).resolves.toBe( 'code' );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a failed load is tried again at the next ask', async () => {
		const { whenShopperActs } = freshModule();
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( 'code' );
		const get = whenShopperActs( load );
		await expect( get() ).rejects.toThrow( 'offline' );
		await expect( get() ).resolves.toBe( 'code' );
	} );
} );
