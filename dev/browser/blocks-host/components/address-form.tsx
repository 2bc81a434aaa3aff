/**
 * One address block: labelled inputs, country and state selects, inline
 * validation messages.
 */
import { ADDRESS_FIELDS } from '../address';
import type { Address } from '../address';

interface Props {
	id: string;
	address: Address;
	errors: Record< string, string >;
	countries: Record< string, string >;
	states: Record< string, Record< string, string > >;
	onChange: ( change: Partial< Address > ) => void;
}

export function AddressForm( {
	id,
	address,
	errors,
	countries,
	states,
	onChange,
}: Props ) {
	const stateList = states[ address.country ];
	const input = (
		key: keyof Address,
		label: string,
		autocomplete: string
	) => (
		<div
			className={ `wc-block-components-text-input ${ errors[ `${ id }-${ key }` ] ? 'has-error' : '' }` }
			key={ key }
		>
			<label htmlFor={ `${ id }-${ key }` }>{ label }</label>
			<input
				id={ `${ id }-${ key }` }
				type={ key === 'phone' ? 'tel' : 'text' }
				autoComplete={ autocomplete }
				value={ address[ key ] || '' }
				aria-invalid={ !! errors[ `${ id }-${ key }` ] }
				onChange={ ( event ) =>
					onChange( { [ key ]: event.target.value } )
				}
			/>
			{ errors[ `${ id }-${ key }` ] && (
				<p
					className="wc-block-components-validation-error"
					role="alert"
				>
					{ errors[ `${ id }-${ key }` ] }
				</p>
			) }
		</div>
	);
	return (
		<div className="wc-block-components-address-form" id={ id }>
			{ ADDRESS_FIELDS.slice( 0, 5 ).map( ( field ) =>
				input( field.key, field.label, field.autocomplete )
			) }
			<div className="wc-block-components-country-input">
				<label htmlFor={ `${ id }-country` }>Country/Region</label>
				<select
					id={ `${ id }-country` }
					value={ address.country }
					onChange={ ( event ) =>
						onChange( { country: event.target.value, state: '' } )
					}
				>
					{ Object.entries( countries ).map( ( [ code, name ] ) => (
						<option key={ code } value={ code }>
							{ name }
						</option>
					) ) }
				</select>
			</div>
			{ stateList && Object.keys( stateList ).length > 0 ? (
				<div className="wc-block-components-state-input">
					<label htmlFor={ `${ id }-state` }>State/County</label>
					<select
						id={ `${ id }-state` }
						value={ address.state }
						aria-invalid={ !! errors[ `${ id }-state` ] }
						onChange={ ( event ) =>
							onChange( { state: event.target.value } )
						}
					>
						<option value="">Select an option…</option>
						{ Object.entries( stateList ).map(
							( [ code, name ] ) => (
								<option key={ code } value={ code }>
									{ name }
								</option>
							)
						) }
					</select>
					{ errors[ `${ id }-state` ] && (
						<p
							className="wc-block-components-validation-error"
							role="alert"
						>
							{ errors[ `${ id }-state` ] }
						</p>
					) }
				</div>
			) : stateList ? null : (
				input( 'state', 'State/County (optional)', 'address-level1' )
			) }
			{ ADDRESS_FIELDS.slice( 5 ).map( ( field ) =>
				input( field.key, field.label, field.autocomplete )
			) }
		</div>
	);
}
