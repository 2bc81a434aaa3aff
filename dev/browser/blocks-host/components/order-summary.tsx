/**
 * Order summary: lines, subtotal, discount, shipping, tax, total.
 */
function money(
	value: string | number | null,
	minorUnit: number,
	prefix: string,
	suffix: string
): string {
	return `${ prefix }${ ( Number( value || 0 ) / Math.pow( 10, minorUnit ) ).toFixed( minorUnit ) }${ suffix }`;
}

export function OrderSummary( { cart }: { cart: any } ) {
	const t = cart.totals;
	const format = ( value: string | number | null ) =>
		money(
			value,
			t.currency_minor_unit,
			t.currency_prefix,
			t.currency_suffix
		);
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
				{ Number( t.total_discount ) > 0 && (
					<>
						<dt>Discount</dt>
						<dd>-{ format( t.total_discount ) }</dd>
					</>
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
