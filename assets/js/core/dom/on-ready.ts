/** Runs once the page's markup is there (at once if it already is). */
export function onReady( start: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
}
