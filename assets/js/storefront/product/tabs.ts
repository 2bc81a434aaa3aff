/**
 * Product tabs in the WAI-ARIA tabs pattern: the links are the tabs (list
 * items are presentation), one panel shows at a time, the selected tab has
 * `aria-selected="true"` and the only tab stop; arrow keys, Home and End
 * move between tabs. The address chooses the first tab shown.
 *
 * As in WooCommerce's single-product script, tabs are set up on their
 * `init` event, fired on each tabs wrapper and on the review rating as the
 * page opens: a theme that loads a product's tabs later fires it too.
 */
import { emit, listen } from '../../core/dom/jquery-bridge';
import { tabFromAddress } from './tab-rules';

const WRAPPER = '.wc-tabs-wrapper, .woocommerce-tabs';

function setUpTabs( wrapper: Element ): void {
	const list = wrapper.querySelector( '.wc-tabs, ul.tabs' );
	if ( ! list ) {
		return;
	}
	const tabs = Array.from(
		list.querySelectorAll< HTMLAnchorElement >( 'li a' )
	);
	const panels = Array.from(
		wrapper.querySelectorAll< HTMLElement >(
			'.wc-tab, .panel:not(.panel .panel)'
		)
	);
	list.setAttribute( 'role', 'tablist' );
	tabs.forEach( ( tab, index ) => {
		const panelId = tab.hash.slice( 1 );
		tab.id ||= `tab-title-${ panelId || index }`;
		tab.setAttribute( 'role', 'tab' );
		tab.setAttribute( 'aria-controls', panelId );
		tab.parentElement?.setAttribute( 'role', 'presentation' );
		const panel = panels.find( ( entry ) => entry.id === panelId );
		panel?.setAttribute( 'role', 'tabpanel' );
		panel?.setAttribute( 'aria-labelledby', tab.id );
		if ( panel ) {
			panel.tabIndex = 0;
		}
	} );

	const select = ( chosen: HTMLAnchorElement | undefined, focus = false ) => {
		if ( ! chosen ) {
			return;
		}
		for ( const tab of tabs ) {
			const selected = tab === chosen;
			tab.setAttribute( 'aria-selected', String( selected ) );
			tab.tabIndex = selected ? 0 : -1;
			tab.parentElement?.classList.toggle( 'active', selected );
		}
		for ( const panel of panels ) {
			panel.hidden = `#${ panel.id }` !== chosen.hash;
		}
		if ( focus ) {
			chosen.focus();
		}
	};

	list.addEventListener( 'click', ( event ) => {
		const tab = ( event.target as Element ).closest< HTMLAnchorElement >(
			'li a'
		);
		if ( tab && tabs.includes( tab ) ) {
			event.preventDefault();
			select( tab );
		}
	} );
	list.addEventListener( 'keydown', ( event ) => {
		const current = tabs.indexOf( event.target as HTMLAnchorElement );
		const last = tabs.length - 1;
		const next: Record< string, number > = {
			ArrowRight: current === last ? 0 : current + 1,
			ArrowLeft: current === 0 ? last : current - 1,
			Home: 0,
			End: last,
		};
		const key = ( event as KeyboardEvent ).key;
		if ( current >= 0 && key in next ) {
			event.preventDefault();
			select( tabs[ next[ key ] ], true );
		}
	} );
	const byClass = ( name: string ) =>
		list.querySelector< HTMLAnchorElement >( `li.${ name }_tab a` ) ||
		undefined;
	document.addEventListener( 'click', ( event ) => {
		// The rating's "customer reviews" link opens Reviews (and still
		// scrolls there).
		if (
			( event.target as Element ).closest( 'a.woocommerce-review-link' )
		) {
			select( byClass( 'reviews' ) );
		}
	} );
	const fromAddress = tabFromAddress(
		window.location.hash,
		window.location.href
	);
	select( ( fromAddress && byClass( fromAddress ) ) || tabs[ 0 ] );
}

export function initProductTabs(): void {
	listen( document.body, 'init', ( _args, wrapper ) => {
		// A wrapper inside another is set up by its outer one.
		if (
			wrapper instanceof Element &&
			wrapper.matches( WRAPPER ) &&
			! wrapper.parentElement?.closest( WRAPPER )
		) {
			setUpTabs( wrapper );
		}
	} );
	document
		.querySelectorAll( `${ WRAPPER }, #rating` )
		.forEach( ( element ) => emit( element, 'init' ) );
}
