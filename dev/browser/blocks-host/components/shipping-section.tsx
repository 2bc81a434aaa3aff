/**
 * The shipping part of the checkout, shown when the cart needs shipping:
 * "Use same address for shipping", the shipping address form (and its
 * notices area) when it is not the billing one, and the shipping options.
 */
import type { Address } from '../address';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { Notices } from './notices';
import { AddressForm } from './address-form';
import { ShippingOptions } from './shipping-options';

interface Props {
	cart: any;
	sameAddress: boolean;
	onSameAddress: ( value: boolean ) => void;
	shipping: Address;
	errors: Record< string, string >;
	countries: Record< string, string >;
	states: Record< string, Record< string, string > >;
	replaceShipping: ( next: Address ) => void;
	selectRate: ( rateId: string, packageId: number | string ) => void;
}

export function ShippingSection( {
	cart,
	sameAddress,
	onSameAddress,
	shipping,
	errors,
	countries,
	states,
	replaceShipping,
	selectRate,
}: Props ) {
	return (
		<section className="wc-block-checkout__shipping-fields">
			<label className="wc-block-components-checkbox">
				<input
					type="checkbox"
					checked={ sameAddress }
					onChange={ ( event ) =>
						onSameAddress( event.target.checked )
					}
				/>{ ' ' }
				Use same address for shipping
			</label>
			{ ! sameAddress && (
				<Notices contexts={ [ NOTICE_CONTEXTS.SHIPPING_ADDRESS ] } />
			) }
			{ ! sameAddress && (
				<AddressForm
					id="shipping"
					address={ shipping }
					errors={ errors }
					countries={ countries }
					states={ states }
					onChange={ ( change ) =>
						replaceShipping( { ...shipping, ...change } )
					}
				/>
			) }
			<h2>Shipping options</h2>
			<ShippingOptions cart={ cart } onSelect={ selectRate } />
		</section>
	);
}
