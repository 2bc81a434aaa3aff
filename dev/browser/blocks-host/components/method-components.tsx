/**
 * The small components WooCommerce hands payment methods in `components`.
 * They are real components, so a method renders them as <PaymentMethodLabel />.
 */
import type { ReactNode } from 'react';

export function PaymentMethodLabel( {
	text,
	icon,
}: {
	text: string;
	icon?: ReactNode;
} ) {
	return (
		<>
			{ icon }
			<span className="wc-block-components-payment-method-label">
				{ text }
			</span>
		</>
	);
}

export function PaymentMethodIcons() {
	return null;
}

export function LoadingMask( {
	children,
	isLoading,
}: {
	children?: ReactNode;
	isLoading?: boolean;
} ) {
	return (
		<div className={ isLoading ? 'wc-block-components-loading-mask' : '' }>
			{ children }
		</div>
	);
}

export function ValidationInputError( {
	errorMessage,
}: {
	errorMessage?: string;
} ) {
	return errorMessage ? (
		<div className="wc-block-components-validation-error" role="alert">
			<p>{ errorMessage }</p>
		</div>
	) : null;
}
