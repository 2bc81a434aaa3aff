/**
 * Order summary: lines, subtotal, the coupon form, the discount with each
 * applied coupon as a chip that removes it, shipping, tax, total.
 */
import { formatMoney } from '../format-money';
import type { useCoupons } from '../use-coupons';
import { CouponForm } from './coupon-form';

export function OrderSummary( {
	cart,
	coupons,
}: {
	cart: any;
	coupons: ReturnType< typeof useCoupons >;
} ) {
	const t = cart.totals;
	const format = ( value: string | number | null ) => formatMoney( value, t );
	const applied: Array< { code: string } > = cart.coupons || [];
	return (
		<aside
			className="wc-block-components-order-summary"
			aria-label="Order summary"
		>
			<h2>Order summary</h2>
			<ul>
				{ cart.items.map( ( item: any ) => (
					<li key={ item.key }>
						{ item.name } × { item.quantity } —{ ' ' }
						{ format( item.totals.line_subtotal ) }
					</li>
				) ) }
			</ul>
			<dl>
				<dt>Subtotal</dt>
				<dd>{ format( t.total_items ) }</dd>
			</dl>
			<CouponForm busy={ coupons.busy } apply={ coupons.apply } />
			<dl>
				{ Number( t.total_discount ) > 0 && (
					<>
						<dt>Discount</dt>
						<dd>-{ format( t.total_discount ) }</dd>
					</>
				) }
				{ applied.length > 0 && (
					<dd className="wc-block-components-totals-discount__coupon-list">
						{ applied.map( ( { code } ) => (
							<span
								key={ code }
								className="wc-block-components-chip wc-block-components-totals-discount__coupon-list-item"
							>
								<span aria-hidden="true">{ code }</span>
								<span className="screen-reader-text">
									Coupon: { code }
								</span>
								<button
									type="button"
									className="wc-block-components-chip__remove"
									aria-label={ `Remove coupon "${ code }"` }
									disabled={ coupons.busy }
									onClick={ () => coupons.remove( code ) }
								>
									×
								</button>
							</span>
						) ) }
					</dd>
				) }
				{ cart.needs_shipping && (
					<>
						<dt>Shipping</dt>
						<dd>{ format( t.total_shipping ) }</dd>
					</>
				) }
				<dt>Tax</dt>
				<dd>{ format( t.total_tax ) }</dd>
				<dt>Total</dt>
				<dd className="wc-block-components-totals-footer-item">
					{ format( t.total_price ) }
				</dd>
			</dl>
		</aside>
	);
}
