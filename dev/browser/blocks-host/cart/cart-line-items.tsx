/**
 * The Cart block's lines (WooCommerce's CartLineItemsTable): each product
 * with its price, a quantity selector (the field, − and +, named as
 * WooCommerce names them) and "Remove item", and the line's total. What the
 * shopper types shows at once; the cart follows once the change is sent.
 *
 * Follows: woocommerce plugins/woocommerce/client/blocks/assets/js/
 * blocks/cart/cart-line-items-table/cart-line-item-row.tsx and
 * packages/components/quantity-selector/index.tsx.
 */
import { useEffect, useState } from '@wordpress/element';
import { formatMoney } from '../format-money';
import type { useCartItems } from './use-cart-items';

type Items = ReturnType< typeof useCartItems >;

function QuantitySelector( { item, items }: { item: any; items: Items } ) {
	const [ quantity, setQuantity ] = useState< number >( item.quantity );
	useEffect( () => setQuantity( item.quantity ), [ item.quantity ] );
	const change = ( next: number ) => {
		if ( next >= 1 && next !== quantity ) {
			setQuantity( next );
			items.setQuantity( item.key, next );
		}
	};
	return (
		<div className="wc-block-components-quantity-selector">
			<button
				type="button"
				className="wc-block-components-quantity-selector__button--minus"
				aria-label={ `Reduce quantity of ${ item.name }` }
				disabled={ quantity <= 1 }
				onClick={ () => change( quantity - 1 ) }
			>
				−
			</button>
			<input
				className="wc-block-components-quantity-selector__input"
				type="number"
				min={ 1 }
				value={ quantity }
				aria-label={ `Quantity of ${ item.name } in your cart.` }
				onChange={ ( event ) =>
					change( parseInt( event.target.value, 10 ) || 1 )
				}
			/>
			<button
				type="button"
				className="wc-block-components-quantity-selector__button--plus"
				aria-label={ `Increase quantity of ${ item.name }` }
				onClick={ () => change( quantity + 1 ) }
			>
				+
			</button>
		</div>
	);
}

export function CartLineItems( { cart, items }: { cart: any; items: Items } ) {
	const format = ( value: string ) => formatMoney( value, cart.totals );
	return (
		<table className="wc-block-cart-items">
			<thead>
				<tr>
					<th className="wc-block-cart-items__header-product">
						Product
					</th>
					<th className="wc-block-cart-items__header-total">Total</th>
				</tr>
			</thead>
			<tbody>
				{ cart.items.map( ( item: any ) => (
					<tr key={ item.key } className="wc-block-cart-items__row">
						<td className="wc-block-cart-item__product">
							<a href={ item.permalink }>{ item.name }</a>
							<span className="wc-block-components-product-price">
								{ format( item.prices.price ) }
							</span>
							<div className="wc-block-cart-item__quantity">
								<QuantitySelector
									item={ item }
									items={ items }
								/>
								<button
									type="button"
									className="wc-block-cart-item__remove-link"
									aria-label={ `Remove ${ item.name } from cart` }
									onClick={ () => items.remove( item.key ) }
								>
									Remove item
								</button>
							</div>
						</td>
						<td className="wc-block-cart-item__total">
							{ format( item.totals.line_subtotal ) }
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
