/**
 * The cart's shipping rates as radios, each with its price as WooCommerce's
 * shipping rates control shows it (with tax when the store displays prices
 * with tax; "Free" for a rate that costs nothing), and an area for the
 * shipping methods' notices. Choosing one asks the Store API through the
 * checkout, which hands back the new cart.
 */
import { formatMoney } from '../format-money';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { getSetting } from '../settings';
import { Notices } from './notices';

function ratePrice( rate: any ): string {
	const price = getSetting< boolean >( 'displayCartPricesIncludingTax' )
		? parseInt( rate.price, 10 ) + parseInt( rate.taxes, 10 )
		: parseInt( rate.price, 10 );
	return price === 0 ? 'Free' : formatMoney( price, rate );
}

export function ShippingOptions( {
	cart,
	onSelect,
}: {
	cart: any;
	onSelect: ( rateId: string, packageId: number | string ) => void;
} ) {
	const pack = cart.shipping_rates[ 0 ];
	const rates = pack?.shipping_rates || [];
	return (
		<>
			<Notices contexts={ [ NOTICE_CONTEXTS.SHIPPING_METHODS ] } />
			{ rates.length === 0 ? (
				<p role="alert">
					There are no shipping options available. Please check your
					shipping address.
				</p>
			) : (
				rates.map( ( rate: any ) => (
					<label
						key={ rate.rate_id }
						className="wc-block-components-radio-control__option"
					>
						<input
							type="radio"
							name="shipping-rate"
							checked={ rate.selected }
							onChange={ () =>
								onSelect( rate.rate_id, pack.package_id )
							}
						/>
						<span className="wc-block-components-radio-control__label">
							{ rate.name }
						</span>
						<span className="wc-block-components-radio-control__secondary-label">
							{ ratePrice( rate ) }
						</span>
					</label>
				) )
			) }
		</>
	);
}
