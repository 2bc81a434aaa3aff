/**
 * Storefront bundle: behaviours every shop page needs, wired once the page
 * has loaded.
 */
import { watchQuantityInputs } from './quantity-minimum';
import { initStoreNotice } from './store-notice';

function init(): void {
	watchQuantityInputs();
	initStoreNotice();
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
