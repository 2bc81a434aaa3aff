/**
 * Dialogs the double shows where Stripe shows its own UI: the 3D Secure
 * challenge, QR codes, vouchers. Each resolves with the chosen button.
 */
export interface DialogButton< T > {
	label: string;
	value: T;
}

/**
 * A modal dialog on a dimmed backdrop, labelled for assistive technology;
 * the caller fills it and appends the backdrop to the page.
 */
export function createDialog( label: string ): {
	backdrop: HTMLDivElement;
	dialog: HTMLDivElement;
} {
	const backdrop = document.createElement( 'div' );
	backdrop.setAttribute(
		'style',
		'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:100000'
	);
	const dialog = document.createElement( 'div' );
	dialog.setAttribute( 'role', 'dialog' );
	dialog.setAttribute( 'aria-modal', 'true' );
	dialog.setAttribute( 'aria-label', label );
	dialog.setAttribute(
		'style',
		'background:#fff;padding:1.5rem;border-radius:8px;font-family:system-ui,sans-serif'
	);
	return { backdrop, dialog };
}

export function openDialog< T >( options: {
	label: string;
	heading: string;
	text?: string;
	buttons: DialogButton< T >[];
} ): Promise< T > {
	return new Promise( ( resolve ) => {
		const { backdrop, dialog } = createDialog( options.label );
		dialog.style.textAlign = 'center';
		dialog.style.maxWidth = '24rem';
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
