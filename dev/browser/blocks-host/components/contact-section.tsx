/**
 * Contact information: its notices area, the email address and, for guests
 * where the store allows it, "Create an account?".
 */
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { Notices } from './notices';

interface Props {
	email: string;
	error?: string;
	onEmail: ( email: string ) => void;
	offerAccount: boolean;
	createAccount: boolean;
	onCreateAccount: ( value: boolean ) => void;
}

export function ContactSection( props: Props ) {
	return (
		<section className="wc-block-checkout__contact-fields">
			<h2>Contact information</h2>
			<Notices contexts={ [ NOTICE_CONTEXTS.CONTACT_INFORMATION ] } />
			<label htmlFor="email">Email address</label>
			<input
				id="email"
				type="email"
				autoComplete="email"
				value={ props.email }
				onChange={ ( event ) => props.onEmail( event.target.value ) }
				aria-invalid={ !! props.error }
			/>
			{ props.error && (
				<p
					className="wc-block-components-validation-error"
					role="alert"
				>
					{ props.error }
				</p>
			) }
			{ props.offerAccount && (
				<label className="wc-block-components-checkbox">
					<input
						type="checkbox"
						checked={ props.createAccount }
						onChange={ ( event ) =>
							props.onCreateAccount( event.target.checked )
						}
					/>{ ' ' }
					Create an account?
				</label>
			) }
		</section>
	);
}
