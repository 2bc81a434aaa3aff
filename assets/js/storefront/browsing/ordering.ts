/** The listing's sort dropdown submits its form when the shopper changes it. */
export function initOrdering(): void {
	document.addEventListener( 'change', ( event ) => {
		const select = event.target as Element;
		if ( select.matches?.( '.woocommerce-ordering select.orderby' ) ) {
			( select as HTMLSelectElement ).form?.requestSubmit();
		}
	} );
}
