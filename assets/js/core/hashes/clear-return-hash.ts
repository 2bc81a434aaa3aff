/**
 * A return hash is removed from the address once read, so a reload or a
 * shared link never replays a confirmation.
 */
export function clearReturnHash(
	location: Pick< Location, 'pathname' | 'search' | 'hash' >,
	history: Pick< History, 'replaceState' | 'state' >
): void {
	if ( location.hash ) {
		history.replaceState(
			history.state,
			'',
			location.pathname + location.search
		);
	}
}
