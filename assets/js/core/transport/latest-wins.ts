/**
 * Checkout updates wait for the shopper: 1 s after the last key while typing,
 * 5 ms after any other change; a new update aborts the one in flight. Only
 * the newest update matters: an older answer arriving late must not
 * overwrite a newer one.
 */
export const TYPING_DELAY_MS = 1000;
export const OTHER_DELAY_MS = 5;

export type UpdateCause = 'typing' | 'other';

export interface LatestWins {
	schedule: (
		cause: UpdateCause,
		task: ( signal: AbortSignal ) => Promise< unknown >
	) => void;
	cancel: () => void;
}

export function createLatestWins( {
	typingDelayMs = TYPING_DELAY_MS,
	otherDelayMs = OTHER_DELAY_MS,
}: { typingDelayMs?: number; otherDelayMs?: number } = {} ): LatestWins {
	let timer: ReturnType< typeof setTimeout > | null = null;
	let inFlight: AbortController | null = null;

	const clearTimer = () => {
		if ( timer !== null ) {
			clearTimeout( timer );
			timer = null;
		}
	};

	return {
		schedule( cause, task ) {
			clearTimer();
			timer = setTimeout(
				() => {
					timer = null;
					inFlight?.abort();
					const controller = new AbortController();
					inFlight = controller;
					task( controller.signal )
						.catch( () => undefined )
						.finally( () => {
							if ( inFlight === controller ) {
								inFlight = null;
							}
						} );
				},
				cause === 'typing' ? typingDelayMs : otherDelayMs
			);
		},
		cancel() {
			clearTimer();
			inFlight?.abort();
			inFlight = null;
		},
	};
}
