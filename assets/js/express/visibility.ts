/**
 * The buttons' container and its "— OR —" separator stay hidden until a
 * wallet reports it can pay, and whenever the page says there is nothing
 * to buy (an unavailable variation, product data that failed to load).
 */
export interface Visibility {
	/** A wallet reported it can pay here. */
	available: () => void;
	/** The page lets the buttons show (true) or hides them (false). */
	allow: ( allowed: boolean ) => void;
}

export function createVisibility( container: HTMLElement ): Visibility {
	const separator = document.getElementById(
		'wc-stripe-express-checkout-button-separator'
	);
	let available = false;
	let allowed = true;
	const apply = () => {
		const display = available && allowed ? '' : 'none';
		container.style.display = display;
		if ( separator ) {
			separator.style.display = display;
		}
	};
	return {
		available() {
			available = true;
			apply();
		},
		allow( next ) {
			allowed = next;
			apply();
		},
	};
}
