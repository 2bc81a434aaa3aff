/**
 * One wallet's button in the block checkout's express area: Stripe's
 * Express Checkout Element through `@stripe/react-stripe-js`, in an
 * `<Elements>` of its own whose amount follows the cart (react-stripe-js
 * updates the group when its options change). What a click needs (the
 * express session) loads when the shopper first acts; every event of the
 * element goes to that session, which makes the order through the Store
 * API as on every other page. A wallet this browser cannot pay with, or
 * an element that cannot load, leaves no empty box behind. Below the
 * button, a polite status line says why a tap is waiting (the shop being
 * asked about an earlier, unconfirmed order).
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import {
	Elements,
	ExpressCheckoutElement,
	useElements,
	useStripe,
} from '@stripe/react-stripe-js';
import type {
	StripeExpressCheckoutElementOptions,
	StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import { billingStripeAmount } from '../billing-amount';
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import {
	expressElementOptions,
	expressElementsOptions,
} from '../../core/express/element-options';
import type { ExpressSession } from '../../core/express/session';
import { clampButtonHeight } from '../../core/settings/button-options';
import { toNumber } from '../../core/settings/fields';
import type { ExpressDisplay, WalletKey } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe/index';
import { useLatest } from '../hooks/use-latest';
import type { ExpressMethodProps } from './types';

interface Props extends Partial< ExpressMethodProps > {
	wallet: WalletKey;
	settings: ExpressDisplay;
	/** Drawn in the express area (cart-area-space.ts). */
	onDrawn?: () => void;
}

export function ExpressButton( props: Props ) {
	const { settings, wallet, billing, onDrawn } = props;
	useEffect( () => onDrawn?.(), [ onDrawn ] );
	// The page's one Stripe.js, as a promise Elements resolves itself.
	const [ stripe ] = useState( () => dispatch( stripeStore ).getStripe() );
	const [ shown, setShown ] = useState( true );
	const latest = useLatest( props );
	// The button's look is fixed when the element is made.
	const [ button ] = useState( () => {
		const attributes = props.buttonAttributes || {};
		return {
			...settings.button,
			height: clampButtonHeight(
				attributes.height ?? settings.button.height
			),
			radius:
				toNumber( attributes.borderRadius ) ?? settings.button.radius,
		};
	} );
	const amount = billing
		? billingStripeAmount( billing, settings.currencyDecimals )
		: 0;
	const currency = billing?.currency.code || '';
	const elementsOptions = useMemo(
		() =>
			expressElementsOptions( {
				wallets: [ wallet ],
				amount,
				currency,
				locale: settings.locale,
				button,
				hasFreeTrial: settings.hasFreeTrial,
			} ),
		[
			wallet,
			amount,
			currency,
			settings.locale,
			button,
			settings.hasFreeTrial,
		]
	);
	const elementOptions = useMemo(
		() => expressElementOptions( [ wallet ], button ),
		[ wallet, button ]
	);
	const hide = useCallback( () => setShown( false ), [] );
	const statusLine = useRef< HTMLDivElement >( null );
	const [ status, setStatus ] = useState( '' );
	const say = useCallback( ( message: string ) => {
		const line = statusLine.current;
		// Once shown, a message's line keeps its height: nothing moves up.
		if ( ! message && line?.textContent ) {
			line.style.minHeight = `${ line.offsetHeight }px`;
		}
		setStatus( message );
	}, [] );

	if ( ! billing ) {
		return null;
	}
	// The button's own height from the first paint, so nothing below moves
	// when Stripe draws it.
	return (
		<div hidden={ ! shown } style={ { minHeight: button.height } }>
			<Elements stripe={ stripe } options={ elementsOptions }>
				<WalletElement
					wallet={ wallet }
					options={ elementOptions }
					props={ latest }
					onUnavailable={ hide }
					status={ say }
				/>
			</Elements>
			<div
				ref={ statusLine }
				className="wc-stripe-express-checkout-status"
				role="status"
				aria-live="polite"
			>
				{ status }
			</div>
		</div>
	);
}

function WalletElement( {
	wallet,
	options,
	props,
	onUnavailable,
	status,
}: {
	wallet: WalletKey;
	options: StripeExpressCheckoutElementOptions;
	props: { readonly current: Props };
	onUnavailable: () => void;
	status: ( message: string ) => void;
} ) {
	const stripe = useStripe();
	const elements = useElements();
	const session = useRef< ( () => Promise< ExpressSession > ) | null >(
		null
	);
	useEffect( () => {
		if ( stripe && elements ) {
			session.current = whenShopperActs( () =>
				import( './sheet' ).then( ( module ) =>
					module.createBlockSession( {
						stripe,
						elements,
						wallet,
						props: () => props.current,
						status,
					} )
				)
			);
		}
	}, [ stripe, elements, wallet, props, status ] );
	// Each event goes to the session, loaded by then or loading now.
	const handlers = useMemo( () => {
		const to =
			< E, >( run: ( live: ExpressSession, event: E ) => unknown ) =>
			( event: E ) =>
				session.current?.().then( ( live ) => run( live, event ) );
		return {
			onClick: to(
				(
					live,
					event: Parameters< ExpressSession[ 'onClick' ] >[ 0 ]
				) => live.onClick( event )
			),
			onShippingAddressChange: to(
				(
					live,
					event: Parameters<
						ExpressSession[ 'onShippingAddressChange' ]
					>[ 0 ]
				) => live.onShippingAddressChange( event )
			),
			onShippingRateChange: to(
				(
					live,
					event: Parameters<
						ExpressSession[ 'onShippingRateChange' ]
					>[ 0 ]
				) => live.onShippingRateChange( event )
			),
			onConfirm: to(
				(
					live,
					event: Parameters< ExpressSession[ 'onConfirm' ] >[ 0 ]
				) => live.onConfirm( event )
			),
			onCancel: to( ( live ) => live.onCancel() ),
		};
	}, [] );
	const onReady = useCallback(
		( event: StripeExpressCheckoutElementReadyEvent ) => {
			if ( ! event.availablePaymentMethods?.[ wallet ] ) {
				onUnavailable();
			}
		},
		[ wallet, onUnavailable ]
	);
	return (
		<ExpressCheckoutElement
			options={ options }
			onReady={ onReady }
			onLoadError={ onUnavailable }
			{ ...handlers }
		/>
	);
}
