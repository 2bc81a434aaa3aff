/**
 * The method's name in the payment list, drawn with WooCommerce's own label
 * component when the checkout provides it.
 */
import type { PaymentMethodProps } from '../types';

export function MethodLabel( {
	title,
	components,
}: { title: string } & Partial< PaymentMethodProps > ) {
	const Label = components?.PaymentMethodLabel;
	return Label ? <Label text={ title } /> : <span>{ title }</span>;
}
