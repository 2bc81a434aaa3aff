/**
 * The Mini-Cart block's drawer contents, drawn from the Store API cart as
 * WooCommerce's React contents draw them: the title, a line per product
 * with "Remove … from cart", and the footer (subtotal, "View my cart", "Go
 * to checkout"); or, for an empty cart, its message. Like React, a redraw
 * keeps the footer's element and changes what is in it, so what another
 * script put there stays; an emptied cart takes the footer away.
 */
const money = ( value: string, cart: any ) => {
	const t = cart.totals;
	const amount = (
		Number( value ) / Math.pow( 10, t.currency_minor_unit )
	).toFixed( t.currency_minor_unit );
	return `${ t.currency_prefix }${ amount }${ t.currency_suffix }`;
};

function element( tag: string, props: Record< string, string > = {} ) {
	const node = document.createElement( tag );
	for ( const [ key, value ] of Object.entries( props ) ) {
		if ( key === 'text' ) {
			node.textContent = value;
		} else {
			node.setAttribute( key, value );
		}
	}
	return node;
}

function footer( drawn: HTMLElement | null ) {
	if ( drawn ) {
		return drawn;
	}
	const box = element( 'div', {
		class: 'wp-block-woocommerce-mini-cart-footer-block wc-block-mini-cart__footer',
	} );
	const subtotal = element( 'div', {
		class: 'wc-block-components-totals-item wc-block-mini-cart__footer-subtotal',
	} );
	subtotal.append(
		element( 'span', {
			class: 'wc-block-components-totals-item__label',
			text: 'Subtotal',
		} ),
		element( 'span', {
			class: 'wc-block-components-totals-item__value',
		} ),
		element( 'div', {
			class: 'wc-block-components-totals-item__description',
			text: 'Shipping, taxes, and discounts calculated at checkout.',
		} )
	);
	const actions = element( 'div', {
		class: 'wc-block-mini-cart__footer-actions',
	} );
	actions.append(
		element( 'a', {
			class: 'wc-block-mini-cart__footer-cart',
			href: '/cart/',
			text: 'View my cart',
		} ),
		element( 'a', {
			class: 'wc-block-mini-cart__footer-checkout',
			href: '/checkout/',
			text: 'Go to checkout',
		} )
	);
	box.append( subtotal, actions );
	return box;
}

export function drawContents(
	target: HTMLElement,
	cart: any,
	remove: ( key: string ) => void
): void {
	const filled = target.querySelector< HTMLElement >(
		'.wp-block-woocommerce-filled-mini-cart-contents-block'
	);
	if ( ! cart.items.length ) {
		const empty = element( 'div', {
			class: 'wp-block-woocommerce-empty-mini-cart-contents-block',
		} );
		empty.append(
			element( 'p', { text: 'Your cart is currently empty!' } ),
			element( 'a', { href: '/shop/', text: 'Start shopping' } )
		);
		target.replaceChildren( empty );
		return;
	}
	const box =
		filled ||
		element( 'div', {
			class: 'wp-block-woocommerce-filled-mini-cart-contents-block',
		} );
	const title = element( 'h2', {
		class: 'wc-block-mini-cart__title',
		text: `Your cart (${ cart.items_count } items)`,
	} );
	const items = element( 'ul', {
		class: 'wc-block-mini-cart__items',
		'aria-label': 'Products in cart',
	} );
	for ( const item of cart.items ) {
		const line = element( 'li' );
		const button = element( 'button', {
			type: 'button',
			class: 'wc-block-cart-item__remove-link',
			'aria-label': `Remove ${ item.name } from cart`,
			text: 'Remove item',
		} );
		button.addEventListener( 'click', () => remove( item.key ) );
		line.append(
			element( 'span', { text: `${ item.name } × ${ item.quantity }` } ),
			element( 'span', {
				text: money( item.totals.line_subtotal, cart ),
			} ),
			button
		);
		items.append( line );
	}
	const foot = footer(
		box.querySelector< HTMLElement >( '.wc-block-mini-cart__footer' )
	);
	foot.querySelector(
		'.wc-block-components-totals-item__value'
	)!.textContent = money( cart.totals.total_items, cart );
	const close = element( 'button', {
		type: 'button',
		class: 'wc-block-components-drawer__close',
		'aria-label': 'Close',
		text: '×',
	} );
	// The title and the lines are drawn anew; the footer stays.
	box.replaceChildren( close, title, items, foot );
	if ( ! filled ) {
		target.replaceChildren( box );
	}
}
