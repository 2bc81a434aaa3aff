/**
 * The express payment area: registered express methods that can pay, with
 * their onClick / onClose / onError props and their own notices area.
 */
import {
	cloneElement,
	isValidElement,
	useEffect,
	useState,
} from '@wordpress/element';
import type { ReactElement } from 'react';
import { registry } from '../registry-client';
import type { RegisteredExpressMethod } from '../registry';
import { CONTEXTS } from '../flow';
import type { PaymentStatus } from '../flow';
import { Notices } from './notices';
import type { Notice } from './notices';

interface Props {
	methods: RegisteredExpressMethod[];
	cart: any;
	baseProps: Record< string, unknown >;
	notices: Notice[];
	addNotice: ( notice: Omit< Notice, 'id' > ) => void;
	setPaymentStatus: ( status: PaymentStatus ) => void;
}

export function ExpressArea( {
	methods,
	cart,
	baseProps,
	notices,
	addNotice,
	setPaymentStatus,
}: Props ) {
	const [ usable, setUsable ] = useState< RegisteredExpressMethod[] >( [] );
	useEffect( () => {
		const arg = {
			cart,
			cartTotals: cart.totals,
			cartNeedsShipping: cart.needs_shipping,
			paymentRequirements: cart.payment_requirements,
			paymentMethods: cart.payment_methods,
		};
		Promise.all(
			methods.map( ( method ) => registry().canPay( method, arg ) )
		).then( ( answers ) =>
			setUsable( methods.filter( ( _, index ) => answers[ index ] ) )
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ methods.length, cart.totals.total_price ] );
	if ( ! usable.length ) {
		return null;
	}
	return (
		<section
			className="wc-block-components-express-payment"
			aria-label="Express checkout"
		>
			<Notices
				notices={ notices }
				context={ CONTEXTS.EXPRESS_PAYMENTS }
			/>
			{ usable.map( ( method ) =>
				isValidElement( method.content ) ? (
					<div
						key={ method.name }
						className="wc-block-components-express-payment__event-buttons"
					>
						{ cloneElement(
							method.content as ReactElement<
								Record< string, unknown >
							>,
							{
								...baseProps,
								onClick: () =>
									setPaymentStatus( 'express_started' ),
								onClose: () => setPaymentStatus( 'idle' ),
								onError: ( message: string ) => {
									setPaymentStatus( 'idle' );
									addNotice( {
										status: 'error',
										content: message,
										context: CONTEXTS.EXPRESS_PAYMENTS,
									} );
								},
								buttonAttributes: {
									height: '48',
									borderRadius: '4',
								},
							}
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
