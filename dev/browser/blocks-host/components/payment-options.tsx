/**
 * The payment list: saved tokens first, then each available method, the
 * active method's content (or its saved-token component), the save box.
 */
import { cloneElement, isValidElement } from '@wordpress/element';
import type { ReactElement } from 'react';
import type { RegisteredMethod } from '../registry';

export interface SavedToken {
	tokenId: number;
	method: { gateway: string; last4: string; brand: string };
	expires: string;
	is_default: boolean;
}

interface Props {
	methods: RegisteredMethod[];
	tokens: SavedToken[];
	active: string;
	activeToken: number | null;
	onSelect: ( name: string, tokenId: number | null ) => void;
	methodProps: Record< string, unknown >;
	showSave: boolean;
	shouldSave: boolean;
	onShouldSave: ( value: boolean ) => void;
}

function withProps( element: unknown, props: Record< string, unknown > ) {
	return isValidElement( element )
		? cloneElement( element as ReactElement, props )
		: null;
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
		<div
			className="wc-block-checkout__payment-method"
			role="radiogroup"
			aria-label="Payment options"
		>
			{ tokenList.map( ( token ) => (
				<label
					key={ `token-${ token.tokenId }` }
					className="wc-block-components-radio-control__option"
				>
					<input
						type="radio"
						name="payment-method"
						checked={ activeToken === token.tokenId }
						onChange={ () =>
							onSelect( token.method.gateway, token.tokenId )
						}
					/>
					{ `${ token.method.brand } ending in ${ token.method.last4 } (expires ${ token.expires })` }
				</label>
			) ) }
			{ methods.map( ( method ) => (
				<div
					key={ method.name }
					className="wc-block-components-radio-control-accordion-option"
				>
					<label className="wc-block-components-radio-control__option">
						<input
							type="radio"
							name="payment-method"
							value={ method.name }
							aria-label={ method.ariaLabel }
							checked={
								active === method.name && activeToken === null
							}
							onChange={ () => onSelect( method.name, null ) }
						/>
						{ withProps( method.label, {
							components: methodProps.components,
						} ) }
					</label>
					{ active === method.name && activeToken === null && (
						<div className="wc-block-components-radio-control-accordion-content">
							{ withProps( method.content, methodProps ) }
							{ props.showSave &&
								method.supports.showSaveOption && (
									<label className="wc-block-components-payment-methods__save-card-info">
										<input
											type="checkbox"
											checked={ props.shouldSave }
											onChange={ ( event ) =>
												props.onShouldSave(
													event.target.checked
												)
											}
										/>
										Save payment information to my account
										for future purchases.
									</label>
								) }
						</div>
					) }
				</div>
			) ) }
			{ activeMethod &&
				activeToken !== null &&
				withProps( activeMethod.savedTokenComponent, {
					...methodProps,
					token: activeToken,
				} ) }
		</div>
	);
}
