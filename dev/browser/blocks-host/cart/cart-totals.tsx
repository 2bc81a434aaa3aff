/**
 * The Cart block's totals column (WooCommerce's cart totals block): "Cart
 * totals", the subtotal, "Add coupons", the discount with a chip per
 * applied coupon, shipping when the cart ships, taxes and the estimated
 * total; then what follows it in the column (the express area and
 * "Proceed to Checkout").
 */
import type { ReactNode } from 'react';
import { formatMoney } from '../format-money';
import type { useCoupons } from '../use-coupons';
import { CouponForm } from '../components/coupon-form';

export function CartTotals( {
	cart,
	coupons,
	children,
}: {
	cart: any;
	coupons: ReturnType< typeof useCoupons >;
	children: ReactNode;
} ) {
	const t = cart.totals;
	const format = ( value: string | number | null ) => formatMoney( value, t );
	const applied: Array< { code: string } > = cart.coupons || [];
	return (
		<div className="wc-block-components-sidebar wc-block-cart__sidebar wp-block-woocommerce-cart-totals-block">
			<div
				className="wc-block-components-totals-wrapper"
				aria-label="Cart totals"
				role="region"
			>
				<h2 className="wc-block-cart__totals-title">Cart totals</h2>
				<dl>
					<dt>Subtotal</dt>
					<dd>{ format( t.total_items ) }</dd>
				</dl>
				<CouponForm busy={ coupons.busy } apply={ coupons.apply } />
				<dl>
					{ applied.length > 0 && (
						<>
							<dt>Discount</dt>
							<dd>-{ format( t.total_discount ) }</dd>
							<dd className="wc-block-components-totals-discount__coupon-list">
								{ applied.map( ( { code } ) => (
									<span
										key={ code }
										className="wc-block-components-chip"
									>
										<span aria-hidden="true">{ code }</span>
										<button
											type="button"
											className="wc-block-components-chip__remove"
											aria-label={ `Remove coupon "${ code }"` }
											disabled={ coupons.busy }
											onClick={ () =>
												coupons.remove( code )
											}
										>
											×
										</button>
									</span>
								) ) }
							</dd>
						</>
					) }
					{ cart.needs_shipping && (
						<>
							<dt>Shipping</dt>
							<dd>{ format( t.total_shipping ) }</dd>
						</>
					) }
					<dt>Taxes</dt>
					<dd>{ format( t.total_tax ) }</dd>
					<dt>Estimated total</dt>
					<dd className="wc-block-components-totals-footer-item">
						{ format( t.total_price ) }
					</dd>
				</dl>
			</div>
			{ children }
		</div>
	);
}
