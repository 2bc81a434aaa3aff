/**
 * The wallet buttons' amount, read again when the shopper changed what the
 * sheet sells: the cart after Update cart or a coupon, the checkout after
 * its update, the product form's quantity or variation. While a read is
 * out the buttons are held: a sheet opened then would show the old total
 * while the shop charges the new one. The newest read answers for the
 * buttons; an older one arriving late is dropped. Every read goes through
 * the one transport, so it ends within the transport's limit. A read that
 * failed leaves the amount unknown, and the next tap reads again.
 *
 * A tap never waits longer than its deadline (tap-deadline.ts): it goes on
 * with the amount read, or is refused with what the shopper is to be told
 * (the amount being updated, or why the read failed).
 */
import { amountUpdatingMessage } from '../messages/express';
import { networkErrorMessage } from '../messages/network';
import type { TapDeadline } from './tap-deadline';

export type ReadAnswer< T > =
	{ ok: true; value: T } | { ok: false; message: string };

export type AmountState = 'current' | 'reading' | 'failed';

type Run< T > = () => Promise< ReadAnswer< T > >;
type Apply< T > = ( answer: ReadAnswer< T > ) => void;

export interface AmountReads< T > {
	/** The amount is about to change (a read follows): taps wait from now. */
	hold: () => void;
	/**
	 * Reads the amount. `apply` gets the answer when no newer read started
	 * meanwhile, before any tap waiting for it goes on.
	 */
	read: ( run: Run< T >, apply: Apply< T > ) => void;
	/** The last read once more (after it failed). */
	again: () => void;
	/**
	 * What the buttons sell changed to something no read is needed for (a
	 * combination that cannot be bought, no choice yet): a read still out
	 * answers for nothing, and taps stop waiting for it.
	 */
	drop: () => void;
	state: () => AmountState;
	/** The last answer, once no read is out; null before any read. */
	settled: () => Promise< ReadAnswer< T > | null >;
}

export function createAmountReads< T >(
	/** Runs as the buttons start waiting (they are held). */
	onHold: () => void = () => {}
): AmountReads< T > {
	let generation = 0;
	let busy: Promise< void > | null = null;
	let release = () => {};
	let last: ReadAnswer< T > | null = null;
	let lastRead: [ Run< T >, Apply< T > ] | null = null;

	const wait = () => {
		generation++;
		busy ||= new Promise< void >( ( resolve ) => ( release = resolve ) );
		onHold();
		return generation;
	};

	const reads: AmountReads< T > = {
		hold: () => void wait(),
		read( run, apply ) {
			lastRead = [ run, apply ];
			const id = wait();
			run()
				.catch( (): ReadAnswer< T > => ( {
					ok: false,
					message: networkErrorMessage( 'other' ),
				} ) )
				.then( ( answer ) => {
					if ( id !== generation ) {
						return;
					}
					last = answer;
					try {
						apply( answer );
					} finally {
						busy = null;
						release();
					}
				} );
		},
		again() {
			if ( lastRead ) {
				reads.read( ...lastRead );
			}
		},
		drop() {
			generation++;
			busy = null;
			release();
		},
		state() {
			if ( busy ) {
				return 'reading';
			}
			return last?.ok === false ? 'failed' : 'current';
		},
		settled: () => ( busy || Promise.resolve() ).then( () => last ),
	};
	return reads;
}

export type TapAnswer = { go: true } | { go: false; message: string };

/**
 * What a tap gets of the amount: go on once it is current; after a failed
 * read, the tap reads again; still being read at the deadline, or failed
 * again, the tap is refused with what to tell the shopper.
 */
export async function amountForTap< T >(
	reads: AmountReads< T >,
	deadline: TapDeadline
): Promise< TapAnswer > {
	if ( reads.state() === 'failed' ) {
		reads.again();
	}
	const settled = await deadline.within( reads.settled() );
	if ( ! settled.done ) {
		return { go: false, message: amountUpdatingMessage() };
	}
	const answer = settled.value;
	return answer && ! answer.ok
		? { go: false, message: answer.message }
		: { go: true };
}
