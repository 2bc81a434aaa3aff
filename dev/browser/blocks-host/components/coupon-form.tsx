/**
 * "Add coupons" in the order summary, as WooCommerce's totals coupon panel:
 * a button that opens the form ("Enter code", Apply); an applied code closes
 * it again, a refused one is said under the field (an alert) and the field
 * keeps the focus and what was typed.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { CouponResult } from '../use-coupons';

export function CouponForm( {
	busy,
	apply,
}: {
	busy: boolean;
	apply: ( code: string ) => Promise< CouponResult >;
} ) {
	const [ open, setOpen ] = useState( false );
	const [ code, setCode ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );
	useEffect( () => {
		if ( open ) {
			input.current?.focus();
		}
	}, [ open ] );
	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		setError( '' );
		const result = await apply( code.trim() );
		if ( result.ok ) {
			setCode( '' );
			setOpen( false );
		} else {
			setError( result.message );
			input.current?.focus();
		}
	};
	return (
		<div className="wc-block-components-panel wc-block-components-totals-coupon">
			<h2 className="wc-block-components-panel__heading">
				<button
					type="button"
					className="wc-block-components-panel__button"
					aria-expanded={ open }
					onClick={ () => setOpen( ! open ) }
				>
					Add coupons
				</button>
			</h2>
			{ open && (
				<div className="wc-block-components-panel__content">
					<form
						className="wc-block-components-totals-coupon__form"
						onSubmit={ submit }
					>
						<div className="wc-block-components-text-input">
							<label htmlFor="wc-block-components-totals-coupon__input-coupon">
								Enter code
							</label>
							<input
								ref={ input }
								id="wc-block-components-totals-coupon__input-coupon"
								type="text"
								value={ code }
								aria-invalid={ !! error }
								aria-describedby={
									error
										? 'wc-block-components-totals-coupon__error'
										: undefined
								}
								onChange={ ( event ) =>
									setCode( event.target.value )
								}
							/>
						</div>
						<button
							type="submit"
							className="wc-block-components-totals-coupon__button"
							disabled={ busy || ! code.trim() }
						>
							{ busy && (
								<span
									className="wc-block-components-spinner"
									aria-hidden="true"
								/>
							) }
							Apply
						</button>
					</form>
					{ error && (
						<div
							id="wc-block-components-totals-coupon__error"
							className="wc-block-components-validation-error"
							role="alert"
						>
							<p>{ error }</p>
						</div>
					) }
				</div>
			) }
		</div>
	);
}
