/**
 * The wallet buttons' amount, read again after the shopper changed what
 * the sheet sells: held while read, the newest read answering, and what a
 * tap gets meanwhile, by its deadline.
 */
import {
	amountForTap,
	createAmountReads,
} from '../../../../assets/js/core/express/amount-reads';
import type { ReadAnswer } from '../../../../assets/js/core/express/amount-reads';
import {
	TAP_WAIT_MS,
	tapDeadline,
} from '../../../../assets/js/core/express/tap-deadline';

const UPDATING =
	'The total is being updated. Tap the button again in a moment.';
const TIMEOUT =
	'A timeout occurred while connecting to the server. Please try again.';

/** A read the test answers when it wants. */
function heldRead< T >() {
	let answer: ( value: ReadAnswer< T > ) => void = () => {};
	const run = jest.fn(
		() =>
			new Promise< ReadAnswer< T > >(
				( resolve ) => ( answer = resolve )
			)
	);
	return { run, answer: ( value: ReadAnswer< T > ) => answer( value ) };
}

describe( 'Held while the amount is read; the newest read answers for the buttons', () => {
	it( 'the buttons are held as the read starts and get its answer once', async () => {
		const onHold = jest.fn();
		const reads = createAmountReads< number >( onHold );
		const read = heldRead< number >();
		const apply = jest.fn();
		reads.read( read.run, apply );
		expect( onHold ).toHaveBeenCalled();
		expect( reads.state() ).toBe( 'reading' );
		read.answer( { ok: true, value: 330 } );
		await reads.settled();
		expect( apply ).toHaveBeenCalledWith( { ok: true, value: 330 } );
		expect( reads.state() ).toBe( 'current' );
	} );

	it( 'an older read answering late is dropped; waiting ends with the newer one', async () => {
		const reads = createAmountReads< number >();
		const older = heldRead< number >();
		const newer = heldRead< number >();
		const apply = jest.fn();
		reads.read( older.run, apply );
		reads.read( newer.run, apply );
		const settled = reads.settled();
		newer.answer( { ok: true, value: 297 } );
		older.answer( { ok: true, value: 330 } );
		expect( await settled ).toEqual( { ok: true, value: 297 } );
		expect( apply.mock.calls ).toEqual( [ [ { ok: true, value: 297 } ] ] );
	} );

	it( 'dropped (the choice needs no read): the read out answers for nothing, and nothing waits for it', async () => {
		const reads = createAmountReads< number >();
		const read = heldRead< number >();
		const apply = jest.fn();
		reads.read( read.run, apply );
		const settled = reads.settled();
		reads.drop();
		expect( reads.state() ).toBe( 'current' );
		await settled;
		read.answer( { ok: true, value: 330 } );
		await reads.settled();
		expect( apply ).not.toHaveBeenCalled();
	} );

	it( 'a hold (a change not yet read) holds the taps until the read after it answers', async () => {
		const reads = createAmountReads< number >();
		reads.hold();
		expect( reads.state() ).toBe( 'reading' );
		const read = heldRead< number >();
		reads.read( read.run, () => {} );
		read.answer( { ok: true, value: 3600 } );
		expect( await reads.settled() ).toEqual( { ok: true, value: 3600 } );
	} );

	it( 'a failed read leaves the amount unknown until it is read again', async () => {
		const reads = createAmountReads< number >();
		const run = jest
			.fn()
			.mockResolvedValueOnce( { ok: false, message: TIMEOUT } )
			.mockResolvedValueOnce( { ok: true, value: 330 } );
		reads.read( run, () => {} );
		await reads.settled();
		expect( reads.state() ).toBe( 'failed' );
		reads.again();
		expect( await reads.settled() ).toEqual( { ok: true, value: 330 } );
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a read that throws fails with the catalogue’s words', async () => {
		const reads = createAmountReads< number >();
		reads.read(
			() => Promise.reject( new Error( 'x' ) ),
			() => {}
		);
		expect( await reads.settled() ).toEqual( {
			ok: false,
			message:
				'An error occurred while connecting to the server. Please try again.',
		} );
	} );
} );

describe( 'A tap while the amount is read: it goes on with the amount read, or is told it is being updated, by its deadline', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'nothing being read: the tap goes on at once', async () => {
		const reads = createAmountReads< number >();
		expect( await amountForTap( reads, tapDeadline() ) ).toEqual( {
			go: true,
		} );
	} );

	it( 'a read answering within 700 ms: the tap goes on with its amount', async () => {
		const reads = createAmountReads< number >();
		const read = heldRead< number >();
		const apply = jest.fn();
		reads.read( read.run, apply );
		const tap = amountForTap( reads, tapDeadline() );
		await jest.advanceTimersByTimeAsync( TAP_WAIT_MS - 1 );
		read.answer( { ok: true, value: 330 } );
		expect( await tap ).toEqual( { go: true } );
		// Applied before the tap went on: the sheet opens with it.
		expect( apply ).toHaveBeenCalled();
	} );

	it( 'a read still out at 700 ms: refused, with the total being updated', async () => {
		const reads = createAmountReads< number >();
		reads.read( heldRead< number >().run, () => {} );
		const tap = amountForTap( reads, tapDeadline() );
		await jest.advanceTimersByTimeAsync( TAP_WAIT_MS );
		expect( await tap ).toEqual( { go: false, message: UPDATING } );
	} );

	it( 'after a failed read the tap reads again: an answer in time lets it go on', async () => {
		const reads = createAmountReads< number >();
		const run = jest
			.fn()
			.mockResolvedValueOnce( { ok: false, message: TIMEOUT } )
			.mockResolvedValueOnce( { ok: true, value: 330 } );
		reads.read( run, () => {} );
		await reads.settled();
		expect( await amountForTap( reads, tapDeadline() ) ).toEqual( {
			go: true,
		} );
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'failing again: refused with the read’s own message', async () => {
		const reads = createAmountReads< number >();
		const run = jest
			.fn()
			.mockResolvedValue( { ok: false, message: TIMEOUT } );
		reads.read( run, () => {} );
		await reads.settled();
		expect( await amountForTap( reads, tapDeadline() ) ).toEqual( {
			go: false,
			message: TIMEOUT,
		} );
	} );
} );
