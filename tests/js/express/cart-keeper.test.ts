import {
	RESTORE_ATTEMPTS,
	createCartKeeper,
} from '../../../assets/js/express/product/cart-keeper';

function fakeStore(
	lines: Array< Record< string, unknown > >,
	coupons: string[] = []
) {
	const cart = {
		items: lines.map( ( line, i ) => ( { key: `k${ i }`, ...line } ) ),
		coupons: coupons.map( ( code ) => ( { code } ) ),
	};
	const log: string[] = [];
	const store = {
		getCart: jest.fn( async () => ( {
			ok: true,
			data: { items: [ ...cart.items ], coupons: [ ...cart.coupons ] },
		} ) ),
		removeCoupon: jest.fn( async ( { code }: { code: string } ) => {
			log.push( `remove coupon ${ code }` );
			cart.coupons = cart.coupons.filter( ( c ) => c.code !== code );
			return { ok: true, data: {} };
		} ),
		applyCoupon: jest.fn( async ( { code }: { code: string } ) => {
			log.push( `apply coupon ${ code }` );
			cart.coupons.push( { code } );
			return { ok: true, data: {} };
		} ),
		removeItem: jest.fn( async ( { key }: { key: string } ) => {
			log.push( `remove ${ key }` );
			cart.items = cart.items.filter( ( item ) => item.key !== key );
			return { ok: true, data: {} };
		} ),
		addItem: jest.fn( async ( item: Record< string, unknown > ) => {
			log.push( `add ${ item.id }×${ item.quantity }` );
			cart.items.push( { key: `n${ item.id }`, ...item } as any );
			return { ok: true, data: { items_count: cart.items.length } };
		} ),
	};
	return { store, log, cart };
}

const api = {
	nonces: () => ( { wcStoreApi: 'n' } ) as any,
	refreshNonces: jest.fn( async () => false ),
};

describe( '"Buy now" leaves the shopper\'s cart as it was', () => {
	it( 'notes the lines, replaces them with the product, and puts them back', async () => {
		const { store, log } = fakeStore( [
			{ id: 15, quantity: 3, variation: [] },
			{
				id: 121,
				quantity: 1,
				variation: [ { attribute: 'Color', value: 'Blue' } ],
			},
		] );
		const keeper = createCartKeeper( api, () => store as any );
		const added = await keeper.replaceWith( { id: 11, quantity: 1 } );
		expect( added ).toEqual( { items_count: 1 } );
		await keeper.restore();
		expect( log ).toEqual( [
			'remove k0',
			'remove k1',
			'add 11×1',
			'remove n11',
			'add 15×3',
			'add 121×1',
		] );
		expect( store.addItem ).toHaveBeenLastCalledWith( {
			id: 121,
			quantity: 1,
			variation: [ { attribute: 'Color', value: 'Blue' } ],
		} );
	} );

	it( 'a second click keeps the first notes: the shopper’s lines, not the product', async () => {
		const { store } = fakeStore( [
			{ id: 15, quantity: 3, variation: [] },
		] );
		const keeper = createCartKeeper( api, () => store as any );
		await keeper.replaceWith( { id: 11, quantity: 1 } );
		await keeper.replaceWith( { id: 11, quantity: 2 } );
		store.addItem.mockClear();
		await keeper.restore();
		expect( store.addItem ).toHaveBeenCalledTimes( 1 );
		expect( store.addItem ).toHaveBeenCalledWith( {
			id: 15,
			quantity: 3,
			variation: [],
		} );
	} );

	it( 'nothing noted, nothing to restore', async () => {
		const { store } = fakeStore( [] );
		await createCartKeeper( api, () => store as any ).restore();
		expect( store.getCart ).not.toHaveBeenCalled();
	} );

	it( 'takes the cart’s coupons off for the buy-now order and puts them back after', async () => {
		const { store, log, cart } = fakeStore(
			[ { id: 15, quantity: 2, variation: [] } ],
			[ 'save10' ]
		);
		const keeper = createCartKeeper( api, () => store as any );
		await keeper.replaceWith( { id: 11, quantity: 1 } );
		expect( cart.coupons ).toEqual( [] );
		expect( await keeper.restore() ).toBe( true );
		expect( log ).toEqual( [
			'remove k0',
			'remove coupon save10',
			'add 11×1',
			'remove n11',
			'add 15×2',
			'apply coupon save10',
		] );
		expect( cart.coupons ).toEqual( [ { code: 'save10' } ] );
	} );

	it( 'a cart that cannot be read stops the purchase: nothing is removed or added', async () => {
		const { store } = fakeStore( [
			{ id: 15, quantity: 2, variation: [] },
		] );
		store.getCart.mockResolvedValueOnce( {
			ok: false,
			message: 'An error occurred while connecting to the server.',
		} as any );
		const keeper = createCartKeeper( api, () => store as any );
		expect( await keeper.replaceWith( { id: 11, quantity: 1 } ) ).toBe(
			null
		);
		expect( store.removeItem ).not.toHaveBeenCalled();
		expect( store.addItem ).not.toHaveBeenCalled();
	} );

	it( 'a line that cannot be removed stops the purchase, and the cart still comes back whole', async () => {
		const { store, cart } = fakeStore( [
			{ id: 15, quantity: 2, variation: [] },
			{ id: 16, quantity: 1, variation: [] },
		] );
		store.removeItem
			.mockImplementationOnce( async ( { key }: { key: string } ) => {
				cart.items = cart.items.filter( ( item ) => item.key !== key );
				return { ok: true, data: {} };
			} )
			.mockResolvedValueOnce( { ok: false, message: 'No.' } as any );
		const keeper = createCartKeeper( api, () => store as any );
		expect( await keeper.replaceWith( { id: 11, quantity: 1 } ) ).toBe(
			null
		);
		expect( store.addItem ).not.toHaveBeenCalled();
		expect( await keeper.restore() ).toBe( true );
		expect(
			cart.items.map( ( item: any ) => `${ item.id }×${ item.quantity }` )
		).toEqual( [ '15×2', '16×1' ] );
	} );

	it( `putting the cart back is tried again, ${ RESTORE_ATTEMPTS } times in all, then reported`, async () => {
		const { store } = fakeStore( [
			{ id: 15, quantity: 2, variation: [] },
		] );
		const keeper = createCartKeeper( api, () => store as any );
		await keeper.replaceWith( { id: 11, quantity: 1 } );
		store.addItem.mockResolvedValue( { ok: false, message: 'No.' } as any );
		expect( await keeper.restore() ).toBe( false );
		expect( store.addItem ).toHaveBeenCalledTimes( 1 + RESTORE_ATTEMPTS );
	} );

	it( 'a restore that fails once succeeds on the next try', async () => {
		const { store, cart } = fakeStore( [
			{ id: 15, quantity: 2, variation: [] },
		] );
		const keeper = createCartKeeper( api, () => store as any );
		await keeper.replaceWith( { id: 11, quantity: 1 } );
		store.getCart.mockResolvedValueOnce( {
			ok: false,
			message: 'timeout',
		} as any );
		expect( await keeper.restore() ).toBe( true );
		expect(
			cart.items.map( ( item: any ) => `${ item.id }×${ item.quantity }` )
		).toEqual( [ '15×2' ] );
	} );

	it( 'a refused nonce is renewed and the call tried once more', async () => {
		const { store } = fakeStore( [] );
		store.addItem.mockResolvedValueOnce( {
			ok: false,
			message: 'Nonce is invalid.',
			code: 'woocommerce_rest_invalid_nonce',
		} as any );
		const refreshing = {
			nonces: () => ( { wcStoreApi: 'n' } ) as any,
			refreshNonces: jest.fn( async () => true ),
		};
		const keeper = createCartKeeper( refreshing, () => store as any );
		expect( await keeper.replaceWith( { id: 11, quantity: 1 } ) ).toEqual( {
			items_count: 1,
		} );
		expect( refreshing.refreshNonces ).toHaveBeenCalledTimes( 1 );
	} );
} );
