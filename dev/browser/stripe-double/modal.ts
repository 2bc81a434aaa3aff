/**
 * Dialogs the double shows where Stripe shows its own UI: the 3D Secure
 * challenge, QR codes, vouchers. Each resolves with the chosen button.
 */
export interface DialogButton< T > {
	label: string;
	value: T;
}

export function openDialog< T >( options: {
	label: string;
	heading: string;
	text?: string;
	buttons: DialogButton< T >[];
} ): Promise< T > {
	return new Promise( ( resolve ) => {
		const backdrop = document.createElement( 'div' );
		backdrop.setAttribute(
			'style',
			'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:100000'
		);
		const dialog = document.createElement( 'div' );
		dialog.setAttribute( 'role', 'dialog' );
		dialog.setAttribute( 'aria-modal', 'true' );
		dialog.setAttribute( 'aria-label', options.label );
		dialog.setAttribute(
			'style',
			'background:#fff;padding:1.5rem;border-radius:8px;max-width:24rem;font-family:system-ui,sans-serif;text-align:center'
		);
		const heading = document.createElement( 'h2' );
		heading.textContent = options.heading;
		dialog.appendChild( heading );
		if ( options.text ) {
			const text = document.createElement( 'p' );
			text.textContent = options.text;
			dialog.appendChild( text );
		}
		for ( const button of options.buttons ) {
			const element = document.createElement( 'button' );
			element.type = 'button';
			element.textContent = button.label;
			element.setAttribute( 'style', 'margin:.3rem;padding:.5rem 1rem' );
			element.addEventListener( 'click', () => {
				backdrop.remove();
				resolve( button.value );
			} );
			dialog.appendChild( element );
		}
		backdrop.appendChild( dialog );
		document.body.appendChild( backdrop );
		(
			dialog.querySelector( 'button' ) as HTMLButtonElement | null
		 )?.focus();
	} );
}
