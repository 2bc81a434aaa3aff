/**
 * The express payment area: the express methods that can pay, with the
 * onClick / onClose / onError props WooCommerce gives them (clicking makes
 * the express method the active one; closing or an error gives the previous
 * method back), and the express notices area.
 */
import { cloneElement, isValidElement } from '@wordpress/element';
import type { ReactElement } from 'react';
import type { RegisteredExpressMethod } from '../registry';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import type { NewNotice } from '../use-notices';
import { Notices } from './notices';

interface Props {
	methods: RegisteredExpressMethod[];
	baseProps: Record< string, unknown >;
	addNotice: ( notice: NewNotice ) => void;
	removeNotice: ( id: string, context: string ) => void;
	startExpress: ( name: string ) => void;
	endExpress: () => void;
}

export function ExpressArea( props: Props ) {
	const { methods, baseProps } = props;
	if ( ! methods.length ) {
		return null;
	}
	const handlers = ( name: string ) => ( {
		onClick: () => {
			props.removeNotice(
				'wc-express-payment-error',
				NOTICE_CONTEXTS.EXPRESS_PAYMENTS
			);
			props.startExpress( name );
		},
		onClose: () => props.endExpress(),
		onError: ( message: string ) => {
			props.addNotice( {
				id: 'wc-express-payment-error',
				content: message,
				context: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
			} );
			props.endExpress();
		},
		buttonAttributes: { height: '48', borderRadius: '4' },
	} );
	return (
		<section
			className="wc-block-components-express-payment"
			aria-label="Express checkout"
		>
			<Notices contexts={ [ NOTICE_CONTEXTS.EXPRESS_PAYMENTS ] } />
			{ methods.map( ( method ) =>
				isValidElement( method.content ) ? (
					<div
						key={ method.name }
						className="wc-block-components-express-payment__event-buttons"
					>
						{ cloneElement(
							method.content as ReactElement<
								Record< string, unknown >
							>,
							{ ...baseProps, ...handlers( method.name ) }
						) }
					</div>
				) : null
			) }
			<p className="wc-block-components-express-payment-continue-rule">
				Or continue below
			</p>
		</section>
	);
}
