/**
 * The review form's rating: the `#rating` select becomes five star links
 * (a radio group for assistive technology). When ratings are required and
 * none is chosen, submitting alerts the shop's text and is blocked.
 */
import { __, sprintf } from '@wordpress/i18n';
import { pageParam } from '../../core/dom/page-params';

const STARS = 5;

function starLabel( value: number ): string {
	const options = (
		window as unknown as {
			wc_single_product_params?: { i18n_rating_options?: unknown };
		}
	 ).wc_single_product_params?.i18n_rating_options;
	const given = Array.isArray( options ) ? options[ value - 1 ] : null;
	return typeof given === 'string'
		? given
		: sprintf(
				/* translators: %d: a star rating from 1 to 5 */
				__( '%d of 5 stars', 'woocommerce-gateway-stripe' ),
				value
			);
}

function choose(
	stars: HTMLElement,
	select: HTMLSelectElement,
	star: Element
) {
	select.value = star.getAttribute( 'data-rating' ) || '';
	stars.classList.add( 'selected' );
	stars.querySelectorAll( 'a' ).forEach( ( link ) => {
		link.classList.toggle( 'active', link === star );
		link.setAttribute( 'aria-checked', String( link === star ) );
	} );
}

export function initReviewRating(): void {
	const select = document.querySelector< HTMLSelectElement >( '#rating' );
	if ( ! select || select.previousElementSibling?.matches( 'p.stars' ) ) {
		return;
	}
	const stars = document.createElement( 'p' );
	stars.className = 'stars';
	const group = document.createElement( 'span' );
	group.setAttribute( 'role', 'radiogroup' );
	const label = select.labels?.[ 0 ];
	if ( label ) {
		label.id ||= 'comment-form-rating-label';
		group.setAttribute( 'aria-labelledby', label.id );
	}
	for ( let value = 1; value <= STARS; value++ ) {
		const star = document.createElement( 'a' );
		star.href = '#';
		star.className = `star-${ value }`;
		star.setAttribute( 'role', 'radio' );
		star.setAttribute( 'aria-checked', 'false' );
		star.setAttribute( 'data-rating', String( value ) );
		const text = document.createElement( 'span' );
		text.textContent = starLabel( value );
		star.appendChild( text );
		group.appendChild( star );
	}
	stars.appendChild( group );
	select.before( stars );
	select.hidden = true;

	group.addEventListener( 'click', ( event ) => {
		const star = ( event.target as Element ).closest( 'a' );
		if ( star ) {
			event.preventDefault();
			choose( stars, select, star );
		}
	} );
	group.addEventListener( 'keydown', ( event ) => {
		const star = ( event.target as Element ).closest( 'a' );
		if ( star && event.key === ' ' ) {
			event.preventDefault();
			choose( stars, select, star );
		}
	} );
	document.addEventListener( 'click', ( event ) => {
		if (
			( event.target as Element ).closest( '#respond #submit' ) &&
			select.isConnected &&
			select.value === '' &&
			pageParam(
				'wc_single_product_params',
				'review_rating_required'
			) === 'yes'
		) {
			event.preventDefault();
			// WooCommerce tells the shopper with an alert; other scripts expect it.
			// eslint-disable-next-line no-alert
			window.alert(
				pageParam(
					'wc_single_product_params',
					'i18n_required_rating_text'
				) ||
					__( 'Please select a rating', 'woocommerce-gateway-stripe' )
			);
		}
	} );
}
