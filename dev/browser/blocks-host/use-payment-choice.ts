/**
 * Which payment method (and saved card) is chosen, and the payment data that
 * goes with the choice. As in WooCommerce's payment store, the checkout
 * starts with the method of the shopper's order awaiting payment (the
 * `payment_method` of the checkout data the page was printed with: after a
 * failed redirect payment, the method the shopper chose), with a saved card
 * of that gateway if the shopper has one; without it, the default saved
 * card. When the methods that can pay change, a choice that can no longer
 * pay moves to one of them.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { NOTICE_CONTEXTS } from './notice-contexts';
import { savedTokenData } from './payment-data';
import type { useNotices } from './use-notices';
import type { SavedToken } from './components/payment-options';

export function usePaymentChoice( input: {
	tokens: SavedToken[];
	/** The order awaiting payment's method, from the checkout data. */
	orderMethod: string;
	/** The regular methods that can pay, in order. */
	regular: string[];
	notices: ReturnType< typeof useNotices >;
} ) {
	const { tokens, regular, notices, orderMethod } = input;
	const savedDefault =
		tokens.find( ( token ) => token.is_default ) || tokens[ 0 ];
	const defaultToken = orderMethod
		? tokens.find( ( token ) => token.method.gateway === orderMethod )
		: savedDefault;
	const [ active, setActive ] = useState(
		orderMethod || defaultToken?.method.gateway || ''
	);
	const [ activeToken, setActiveToken ] = useState< string | null >(
		defaultToken ? String( defaultToken.tokenId ) : null
	);
	const paymentMethodData = useRef< Record< string, unknown > >(
		defaultToken
			? savedTokenData(
					String( defaultToken.tokenId ),
					defaultToken.method.gateway
				)
			: {}
	);

	const choose = useCallback(
		( name: string, token: string | null ) => {
			setActive( name );
			setActiveToken( token );
			// Choosing a method starts its payment data afresh; a saved token
			// brings its own.
			paymentMethodData.current = token
				? savedTokenData( token, name )
				: {};
			notices.remove( 'wc-payment-error', NOTICE_CONTEXTS.PAYMENTS );
		},
		[ notices ]
	);
	const regularKey = regular.join( ',' );
	useEffect( () => {
		if ( ! regular.length || regular.includes( active ) ) {
			return;
		}
		// WooCommerce's setDefaultPaymentMethod: the default saved card,
		// else the first method that can pay.
		if ( savedDefault && regular.includes( savedDefault.method.gateway ) ) {
			choose(
				savedDefault.method.gateway,
				String( savedDefault.tokenId )
			);
			return;
		}
		choose( regular[ 0 ], null );
		// Only a change in what can pay moves the choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ regularKey ] );

	return { active, setActive, activeToken, paymentMethodData, choose };
}
