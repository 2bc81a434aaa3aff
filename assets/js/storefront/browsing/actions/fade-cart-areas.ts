/**
 * While a cart request of the shopper's runs, the mini cart fades to 0.6
 * and is blocked (only the shopper's actions do this, so it loads with
 * them).
 */
import { OVERLAY_OPACITY, block, unblock } from '../../../core/dom/block-ui';
import { MINI_CART } from '../fragments';

/** Fades and blocks the mini cart; the returned function undoes it. */
export function fadeCartAreas(): () => void {
	const areas = Array.from(
		document.querySelectorAll< HTMLElement >( MINI_CART )
	);
	for ( const area of areas ) {
		area.classList.add( 'updating' );
		area.style.transition = 'opacity .4s';
		area.style.opacity = String( OVERLAY_OPACITY );
		block( area );
	}
	return () => {
		for ( const area of areas ) {
			area.classList.remove( 'updating' );
			area.style.opacity = '';
			unblock( area );
		}
	};
}
