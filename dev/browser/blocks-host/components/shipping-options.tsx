/**
 * The cart's shipping rates as radios; choosing one asks the Store API and
 * hands back the new cart.
 */
import { storeApi } from '../api';

export function ShippingOptions( {
	cart,
	onCart,
}: {
	cart: any;
	onCart: ( cart: any ) => void;
} ) {
	const rates = cart.shipping_rates[ 0 ]?.shipping_rates || [];
	if ( ! rates.length ) {
		return (
			<p role="alert">
				There are no shipping options available. Please check your
				shipping address.
			</p>
		);
	}
	const select = ( rateId: string ) =>
		storeApi( '/cart/select-shipping-rate', 'POST', {
			package_id: 0,
			rate_id: rateId,
		} ).then( ( answer ) => answer.ok && onCart( answer.body ) );
	return rates.map( ( rate: any ) => (
		<label
			key={ rate.rate_id }
			className="wc-block-components-radio-control__option"
		>
			<input
				type="radio"
				name="shipping-rate"
				checked={ rate.selected }
				onChange={ () => select( rate.rate_id ) }
			/>
			{ rate.name }
		</label>
	) );
}
