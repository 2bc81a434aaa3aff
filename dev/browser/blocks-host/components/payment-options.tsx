/**
 * The payment list as WooCommerce draws it: saved tokens first (named "Visa
 * ending in 4242 (expires 12/34)"), then each available method, its radio
 * named by the label the method registered (the method's ariaLabel is not
 * used there), the active method's content with the save box, or the chosen
 * token's saved-token component.
 */
import { cloneElement, isValidElement, useEffect } from '@wordpress/element';
import type { ReactElement } from 'react';
import type { RegisteredMethod } from '../registry';

export interface SavedToken {
	tokenId: number;
	/** The `customerPaymentMethods` key it came under ('cc' for cards). */
	type?: string;
	method: {
		gateway: string;
		last4: string;
		brand: string;
		display_brand?: string;
		networks?: { preferred?: string };
	};
	expires: string;
	is_default: boolean;
}

interface Props {
	methods: RegisteredMethod[];
	tokens: SavedToken[];
	active: string;
	activeToken: string | null;
	onSelect: ( name: string, token: string | null ) => void;
	methodProps: Record< string, unknown >;
	canSavePaymentMethod: boolean;
	shouldSave: boolean;
	onShouldSave: ( value: boolean ) => void;
	setActivePaymentMethod: ( name: string ) => void;
}

function withProps( element: unknown, props: Record< string, unknown > ) {
	return isValidElement( element )
		? cloneElement( element as ReactElement, props )
		: null;
}

/** WooCommerce's labels: cards and eChecks with expiry, others by name. */
function tokenLabel( { method, expires, type = 'cc' }: SavedToken ) {
	if ( type === 'cc' || type === 'echeck' ) {
		return `${
			method.display_brand ?? method.networks?.preferred ?? method.brand
		} ending in ${ method.last4 } (expires ${ expires })`;
	}
	if ( method.brand && method.last4 ) {
		return `${ method.brand } ending in ${ method.last4 }`;
	}
	return method.last4
		? `Saved token for ${ method.gateway } ending in ${ method.last4 }`
		: `Saved token for ${ method.gateway }`;
}

function SaveBox( props: Props & { showSaveOption: boolean } ) {
	const { canSavePaymentMethod, shouldSave, onShouldSave } = props;
	// A save choice made while saving was allowed does not survive losing it.
	useEffect( () => {
		if ( ! canSavePaymentMethod && shouldSave ) {
			onShouldSave( false );
		}
	}, [ canSavePaymentMethod, shouldSave, onShouldSave ] );
	return canSavePaymentMethod && props.showSaveOption ? (
		<label className="wc-block-components-checkbox wc-block-components-payment-methods__save-card-info">
			<input
				type="checkbox"
				checked={ shouldSave }
				onChange={ () => onShouldSave( ! shouldSave ) }
			/>
			Save payment information to my account for future purchases.
		</label>
	) : null;
}

export function PaymentOptions( props: Props ) {
	const { methods, tokens, active, activeToken, onSelect, methodProps } =
		props;
	const activeMethod = methods.find( ( method ) => method.name === active );
	const tokenList = tokens.filter( ( token ) =>
		methods.some(
			( method ) =>
				method.name === token.method.gateway &&
				method.supports.showSavedCards
		)
	);
	return (
		<div className="wc-block-checkout__payment-method">
			{ tokenList.length > 0 && (
				<div
					className="wc-block-components-radio-control"
					id="wc-payment-method-saved-tokens"
				>
					{ tokenList.map( ( token ) => {
						const value = String( token.tokenId );
						return (
							<label
								key={ `token-${ value }` }
								className="wc-block-components-radio-control__option"
							>
								<input
									type="radio"
									name={ `wc-saved-payment-method-token-${ token.method.gateway }` }
									value={ value }
									checked={ activeToken === value }
									onChange={ () =>
										onSelect( token.method.gateway, value )
									}
								/>
								<span className="wc-block-components-radio-control__label">
									{ tokenLabel( token ) }
								</span>
							</label>
						);
					} ) }
				</div>
			) }
			{ tokenList.length > 0 && (
				<p className="wc-block-components-checkout-step__description">
					Use another payment method.
				</p>
			) }
			<div
				className="wc-block-components-radio-control"
				id="wc-payment-method-options"
			>
				{ methods.map( ( method ) => {
					const checked =
						active === method.name && activeToken === null;
					return (
						<div
							key={ method.name }
							className="wc-block-components-radio-control-accordion-option"
							data-payment-method={ method.name }
						>
							<label className="wc-block-components-radio-control__option">
								<input
									type="radio"
									name="radio-control-wc-payment-method-options"
									value={ method.name }
									checked={ checked }
									onChange={ () =>
										onSelect( method.name, null )
									}
								/>
								<span className="wc-block-components-radio-control__label">
									{ typeof method.label === 'string'
										? method.label
										: withProps( method.label, {
												components:
													methodProps.components,
											} ) }
								</span>
							</label>
							{ checked && (
								<div className="wc-block-components-radio-control-accordion-content">
									{ withProps( method.content, {
										__internalSetActivePaymentMethod:
											props.setActivePaymentMethod,
										...methodProps,
									} ) }
									<SaveBox
										{ ...props }
										showSaveOption={
											method.supports.showSaveOption
										}
									/>
								</div>
							) }
						</div>
					);
				} ) }
			</div>
			{ activeMethod &&
				activeToken !== null &&
				withProps( activeMethod.savedTokenComponent, {
					token: activeToken,
					...methodProps,
				} ) }
		</div>
	);
}
