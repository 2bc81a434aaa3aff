/**
 * The Cart block's express area (WooCommerce's CartExpressPayment): nothing
 * until every express method has answered whether it can pay, then the
 * express notices and one list item per method that can, masked while the
 * cart is calculating or an express payment runs, and the "Or" rule. A
 * method's content gets the props every payment method gets, plus
 * onClick / onClose / onError and the block's button attributes.
 *
 * Follows: woocommerce 10.0.2 assets/client/blocks/
 * wc-cart-checkout-base-frontend.js (CartExpressPayment, ExpressPaymentMethods)
 * and cart-blocks/cart-express-payment-frontend.js.
 */
import { cloneElement, isValidElement } from '@wordpress/element';
import type { ReactElement } from 'react';
import type { RegisteredExpressMethod } from '../registry';
import { NOTICE_CONTEXTS } from '../notice-contexts';
import { Notices } from '../components/notices';

interface Props {
	initialized: boolean;
	methods: RegisteredExpressMethod[];
	baseProps: Record< string, unknown >;
	masked: boolean;
	onClick: ( name: string ) => void;
	onClose: () => void;
	onError: ( message: string ) => void;
}

export function CartExpressArea( props: Props ) {
	const { methods } = props;
	if ( ! props.initialized || ! methods.length ) {
		return null;
	}
	return (
		<>
			<div
				className={
					props.masked ? 'wc-block-components-loading-mask' : ''
				}
			>
				<div className="wc-block-components-express-payment wc-block-components-express-payment--cart">
					<div className="wc-block-components-express-payment__content">
						<Notices
							contexts={ [ NOTICE_CONTEXTS.EXPRESS_PAYMENTS ] }
						/>
						<ul className="wc-block-components-express-payment__event-buttons">
							{ methods.map( ( method ) =>
								isValidElement( method.content ) ? (
									<li
										key={ method.name }
										id={ `express-payment-method-${ method.name }` }
									>
										{ cloneElement(
											method.content as ReactElement<
												Record< string, unknown >
											>,
											{
												...props.baseProps,
												onClick: () =>
													props.onClick(
														method.name
													),
												onClose: props.onClose,
												onError: props.onError,
												buttonAttributes: {
													height: '48',
													borderRadius: '4',
												},
											}
										) }
									</li>
								) : null
							) }
						</ul>
					</div>
				</div>
			</div>
			<div className="wc-block-components-express-payment-continue-rule wc-block-components-express-payment-continue-rule--cart">
				Or
			</div>
		</>
	);
}
