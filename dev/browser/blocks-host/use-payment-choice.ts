/**
 * Which payment method (and saved card) is chosen, and the payment data that
 * goes with the choice. The shopper's default saved card is chosen first;
 * when the methods that can pay change, the choice moves to one of them.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { NOTICE_CONTEXTS } from './notice-contexts';
import { savedTokenData } from './payment-data';
import type { useNotices } from './use-notices';
import type { SavedToken } from './components/payment-options';

export function usePaymentChoice( input: {
	tokens: SavedToken[];
	/** The regular methods that can pay, in order. */
	regular: string[];
	notices: ReturnType< typeof useNotices >;
} ) {
	const { tokens, regular, notices } = input;
	const [ active, setActive ] = useState( '' );
	const defaultToken = tokens.find( ( token ) => token.is_default );
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
		if ( ! regular.length ) {
			return;
		}
		if ( activeToken !== null && regular.includes( active ) ) {
			return;
		}
		if ( activeToken !== null && defaultToken ) {
			setActive( defaultToken.method.gateway );
			return;
		}
		if ( ! regular.includes( active ) ) {
			choose( regular[ 0 ], null );
		}
		// Only a change in what can pay moves the choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ regularKey ] );

	return { active, setActive, activeToken, paymentMethodData, choose };
}
