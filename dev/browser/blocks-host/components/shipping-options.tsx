/**
 * The cart's shipping rates as radios; choosing one asks the Store API
 * through the checkout, which hands back the new cart.
 */
export function ShippingOptions( {
	cart,
	onSelect,
}: {
	cart: any;
	onSelect: ( rateId: string, packageId: number | string ) => void;
} ) {
	const pack = cart.shipping_rates[ 0 ];
	const rates = pack?.shipping_rates || [];
	if ( ! rates.length ) {
		return (
			<p role="alert">
				There are no shipping options available. Please check your
				shipping address.
			</p>
		);
	}
	return rates.map( ( rate: any ) => (
		<label
			key={ rate.rate_id }
			className="wc-block-components-radio-control__option"
		>
			<input
				type="radio"
				name="shipping-rate"
				checked={ rate.selected }
				onChange={ () => onSelect( rate.rate_id, pack.package_id ) }
			/>
			{ rate.name }
		</label>
	) );
}
