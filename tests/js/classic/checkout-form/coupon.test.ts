/**
 * The checkout's coupon form: its link toggles it (400 ms), applying and
 * removing go through apply_coupon and remove_coupon with their nonces; an
 * error stays beside the coupon field with the alert role; both update the
 * order review without touching the chosen shipping rates.
 */
import { startCoupon } from '../../../../assets/js/classic/checkout-form/coupon';
import type { ShopAjax } from '../../../../assets/js/core/transport';
import { PARAMS, fill, renderCheckout } from '../checkout-markup';

const ERROR =
	'<ul class="woocommerce-error" role="alert"><li>Coupon "nope" does not exist!</li></ul>';
const APPLIED =
	'<ul class="woocommerce-message" role="alert"><li>Coupon code applied successfully.</li></ul>';

function setUp( apply: unknown, remove: unknown = {} ) {
	renderCheckout();
	document.body.insertAdjacentHTML(
		'afterbegin',
		'<a href="#" class="showcoupon" aria-expanded="false">Click here to enter your code</a>'
	);
	document
		.querySelector( '.woocommerce-checkout-review-order-table tfoot' )!
		.insertAdjacentHTML(
			'beforeend',
			'<tr class="cart-discount"><td><a href="#" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td></tr>'
		);
	const couponForm = document.querySelector(
		'form.checkout_coupon'
	) as HTMLFormElement;
	const ajax = {
		applyCoupon: jest.fn( () => Promise.resolve( apply ) ),
		removeCoupon: jest.fn( () => Promise.resolve( remove ) ),
	};
	startCoupon( couponForm, PARAMS, ajax as unknown as ShopAjax );
	const updates: unknown[] = [];
	document.body.addEventListener( 'update_checkout', ( event ) =>
		updates.push( ( event as CustomEvent ).detail )
	);
	return { couponForm, ajax, updates };
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
const apply = ( couponForm: HTMLFormElement, code: string ) => {
	fill( { coupon_code: code, billing_email: 'erika@example.com' } );
	couponForm.dispatchEvent(
		new Event( 'submit', { bubbles: true, cancelable: true } )
	);
};

describe( 'The coupon form', () => {
	it( 'starts hidden; its link shows it and says it is expanded', () => {
		const { couponForm } = setUp( {} );
		expect( couponForm.hidden ).toBe( true );
		( document.querySelector( 'a.showcoupon' ) as HTMLElement ).click();
		expect( couponForm.hidden ).toBe( false );
		expect( document.querySelector( 'a.showcoupon' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );

	it( 'applies through apply_coupon with its nonce, code and billing email', async () => {
		const { couponForm, ajax, updates } = setUp( {
			ok: true,
			data: { html: APPLIED, isError: false },
		} );
		apply( couponForm, 'save10' );
		await flush();
		expect( ajax.applyCoupon ).toHaveBeenCalledWith( {
			security: 'acn',
			coupon_code: 'save10',
			billing_email: 'erika@example.com',
		} );
		expect( couponForm.previousElementSibling?.textContent ).toBe(
			'Coupon code applied successfully.'
		);
		expect(
			( document.getElementById( 'coupon_code' ) as HTMLInputElement )
				.value
		).toBe( '' );
		expect( updates ).toContainEqual( [
			{ update_shipping_method: false },
		] );
	} );

	it( 'shows an error beside the field as an alert, as text', async () => {
		const { couponForm } = setUp( {
			ok: true,
			data: { html: ERROR, isError: true },
		} );
		apply( couponForm, 'nope' );
		await flush();
		const notice = document.getElementById( 'coupon-error-notice' )!;
		expect( notice ).toHaveAttribute( 'role', 'alert' );
		expect( notice.textContent ).toBe( 'Coupon "nope" does not exist!' );
		const field = document.getElementById( 'coupon_code' )!;
		expect( field ).toHaveClass( 'has-error' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAttribute(
			'aria-describedby',
			'coupon-error-notice'
		);
		expect( notice.parentElement ).toBe( field.parentElement );
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( document.getElementById( 'coupon-error-notice' ) ).toBeNull();
	} );

	it( 'a failed request shows its message beside the field', async () => {
		const { couponForm } = setUp( {
			ok: false,
			message:
				'A timeout occurred while connecting to the server. Please try again.',
		} );
		apply( couponForm, 'save10' );
		await flush();
		expect(
			document.getElementById( 'coupon-error-notice' )?.textContent
		).toBe(
			'A timeout occurred while connecting to the server. Please try again.'
		);
		expect( couponForm ).not.toHaveClass( 'processing' );
	} );

	it( 'removes through remove_coupon, shows the notice before the checkout and updates', async () => {
		const { ajax, updates } = setUp(
			{},
			{
				ok: true,
				data: {
					html: '<ul class="woocommerce-message"><li>Coupon has been removed.</li></ul>',
					isError: false,
				},
			}
		);
		(
			document.querySelector(
				'.woocommerce-remove-coupon'
			) as HTMLElement
		 ).click();
		await flush();
		expect( ajax.removeCoupon ).toHaveBeenCalledWith( {
			security: 'rcn',
			coupon: 'save10',
		} );
		expect(
			document.querySelector( 'form.checkout' )?.previousElementSibling
				?.textContent
		).toBe( 'Coupon has been removed.' );
		expect( updates ).toContainEqual( [
			{ update_shipping_method: false },
		] );
	} );
} );
