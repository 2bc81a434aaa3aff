/**
 * A quantity below the field's `min` is raised to `min`. One delegated
 * listener serves every quantity field, including those that cart fragments
 * insert later. The cart table's own fields are left alone: there 0 removes
 * the line.
 */
export function raiseToMinimum( input: HTMLInputElement ): void {
	const min = Number.parseFloat( input.min );
	const value = Number.parseFloat( input.value );
	if ( Number.isFinite( min ) && Number.isFinite( value ) && value < min ) {
		input.value = String( min );
	}
}

export function watchQuantityInputs( root: Document = document ): void {
	root.addEventListener( 'change', ( event ) => {
		const target = event.target;
		if (
			target instanceof HTMLInputElement &&
			target.matches( 'input.qty, input[name="quantity"]' ) &&
			! target.closest( '.product-quantity' )
		) {
			raiseToMinimum( target );
		}
	} );
}
