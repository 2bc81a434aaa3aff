/**
 * Which wallets this browser can pay with, asked once per page: a hidden
 * Express Checkout Element offering every wallet the store turned on
 * reports the ones it can show. WooCommerce draws the express area only
 * for methods that can pay, so a shopper without any wallet sees nothing
 * at all, not even the "or" rule.
 */
import { dispatch } from '@wordpress/data';
import {
	expressElementOptions,
	expressElementsOptions,
} from '../../core/express/element-options';
import type { ExpressDisplay, WalletKey } from '../../core/settings/types';
import { store as stripeStore } from '../../stores/stripe/index';

type Availability = Partial< Record< WalletKey, boolean > >;

let probe: Promise< Availability > | null = null;

async function askStripe(
	settings: ExpressDisplay,
	amount: number,
	currency: string
): Promise< Availability > {
	const stripe = await dispatch( stripeStore ).getStripe();
	if ( ! stripe ) {
		return {};
	}
	const box = document.createElement( 'div' );
	box.setAttribute( 'aria-hidden', 'true' );
	box.style.cssText = 'position:absolute;left:-9999px;width:300px';
	document.body.appendChild( box );
	const element = stripe
		.elements(
			expressElementsOptions( {
				wallets: settings.wallets,
				amount,
				currency,
				locale: settings.locale,
				button: settings.button,
				hasFreeTrial: settings.hasFreeTrial,
			} )
		)
		.create(
			'expressCheckout',
			expressElementOptions( settings.wallets, settings.button )
		);
	return new Promise( ( resolve ) => {
		const done = ( found: Availability ) => {
			resolve( found );
			element.destroy();
			box.remove();
		};
		element.on( 'ready', ( event ) =>
			done( event.availablePaymentMethods || {} )
		);
		element.on( 'loaderror', () => done( {} ) );
		element.mount( box );
	} );
}

export function walletAvailable(
	wallet: WalletKey,
	settings: ExpressDisplay,
	amount: number,
	currency: string
): Promise< boolean > {
	probe ||= askStripe( settings, amount, currency );
	return probe.then( ( found ) => !! found[ wallet ] );
}
