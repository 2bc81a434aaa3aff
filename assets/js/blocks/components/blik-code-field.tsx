/**
 * BLIK's six-digit code: checked as the shopper types; an empty
 * field drops the invalid styling. The code travels as `wc-stripe-blik-code`.
 */
import { __ } from '@wordpress/i18n';
import { validateBlikCode } from '../../core/payment-rules/blik';

export function BlikCodeField( {
	value,
	onChange,
}: {
	value: string;
	onChange: ( value: string ) => void;
} ) {
	const check = validateBlikCode( value );
	const invalid = check.state === 'invalid';
	return (
		<div
			className={ `wc-stripe-blik-code wc-block-components-text-input ${
				invalid ? 'has-error' : ''
			}` }
		>
			<label htmlFor="wc-stripe-blik-code">
				{ __( 'BLIK Code', 'woocommerce-gateway-stripe' ) }
			</label>
			<input
				id="wc-stripe-blik-code"
				type="text"
				inputMode="numeric"
				autoComplete="one-time-code"
				maxLength={ 6 }
				value={ value }
				aria-invalid={ invalid }
				aria-describedby={
					invalid ? 'wc-stripe-blik-code-error' : undefined
				}
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ invalid && (
				<p
					id="wc-stripe-blik-code-error"
					className="wc-block-components-validation-error"
					role="alert"
				>
					{ check.message }
				</p>
			) }
		</div>
	);
}
