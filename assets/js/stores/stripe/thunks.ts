/**
 * The store's side effects: parsing settings, loading Stripe.js once,
 * deciding and saving the appearance, finishing an order in the browser. They reach the outside world only through the
 * injected services.
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';
import type { Stripe } from '@stripe/stripe-js';
import {
	appearanceFromStyle,
	pageStyleOf,
} from '../../core/appearance/page-appearance';
import { whenShopperActs } from '../../core/dom/when-shopper-acts';
import type { Appearance } from '../../core/appearance/types';
import { completeOnPage } from '../../core/stripe/complete-on-page';
import type { CompletionResult } from '../../core/stripe/types';
import type {
	ExpressSettings,
	GatewaySettings,
} from '../../core/settings/types';
import * as actions from './actions';
import * as selectors from './selectors';
import type { StripeServices, StripeState } from './types';

/** Thunk arguments typed from the store's own actions and selectors. */
type Args = ThunkArgs<
	StoreDescriptor<
		ReduxStoreConfig< StripeState, typeof actions, typeof selectors >
	>
>;

/** Keeps what parses; settings that do not parse leave the page without. */
function parseInto< T >( parse: () => T, keep: ( value: T ) => void ): boolean {
	try {
		keep( parse() );
		return true;
	} catch ( error ) {
		// Printed settings a surface cannot use: the store admin is told
		// which key (SettingsError names it) rather than nothing showing.
		// eslint-disable-next-line no-console
		console.error( error instanceof Error ? error.message : error );
		return false;
	}
}

export function createThunks( services: StripeServices ) {
	/** Parse and keep the gateway settings. */
	const loadSettings =
		( parse: () => GatewaySettings ) =>
		( { dispatch }: Args ): boolean =>
			parseInto( parse, ( settings ) =>
				dispatch.setSettings( settings )
			);

	/** Parse and keep the wallet buttons' settings. */
	const loadExpressSettings =
		( parse: () => ExpressSettings ) =>
		( { dispatch }: Args ): boolean =>
			parseInto( parse, ( settings ) =>
				dispatch.setExpressSettings( settings )
			);

	/**
	 * Stripe.js for this page, loaded once whoever asks first. A failed load
	 * is forgotten, so a later attempt can try again.
	 */
	const getStripe =
		() =>
		( { select, dispatch }: Args ): Promise< Stripe | null > => {
			const existing = select.getStripePromise();
			if ( existing ) {
				return existing;
			}
			const settings = select.getSettings();
			const express = select.getExpressSettings();
			const key = settings?.publishableKey || express?.publishableKey;
			if ( ! key ) {
				return Promise.resolve( null );
			}
			const pending = services
				.loadStripe( key, {
					locale: settings?.locale || express?.locale,
					apiVersion: settings?.apiVersion,
				} )
				.catch( () => null )
				.then( ( stripe ) => {
					if ( ! stripe ) {
						dispatch.setStripe( null );
					}
					return stripe;
				} );
			dispatch.setStripe( pending );
			return pending;
		};

	/**
	 * Saved once per page, guarded against concurrent saves, only on the
	 * checkout: pay-for-order and change-payment pages show the element in
	 * another context and must not overwrite the store's look.
	 */
	const saveAppearance =
		(
			appearance: Appearance,
			{ isBlockCheckout }: { isBlockCheckout: boolean }
		) =>
		async ( { select, dispatch }: Args ): Promise< void > => {
			const settings = select.getSettings();
			if (
				! settings ||
				! settings.isCheckout ||
				settings.isOrderPay ||
				settings.isChangingPayment
			) {
				return;
			}
			const saveState = select.getAppearanceSaveState();
			if ( saveState === 'saving' || saveState === 'saved' ) {
				return;
			}
			dispatch.setAppearanceSave( 'saving' );
			const api = await services.gatewayApi( settings );
			const result = await api.saveAppearance( {
				appearance,
				isBlockCheckout,
				themeName: settings.themeName,
			} );
			dispatch.setAppearanceSave( result.ok ? 'saved' : 'failed' );
		};

	/**
	 * The Payment Element's look for this page, decided once: the store's
	 * saved look for this kind of checkout, else the page's own, which is
	 * then saved for next time.
	 */
	const resolveAppearance =
		( {
			isBlockCheckout,
			root = document.body,
		}: {
			isBlockCheckout: boolean;
			root?: Element;
		} ) =>
		( { select, dispatch }: Args ): Appearance | null => {
			const known = select.getAppearance();
			if ( known ) {
				return known;
			}
			const settings = select.getSettings();
			if ( ! settings ) {
				return null;
			}
			const saved = isBlockCheckout
				? settings.blocksAppearance
				: settings.appearance;
			if ( saved ) {
				dispatch.setAppearance( saved as Appearance );
				return saved as Appearance;
			}
			const appearance = appearanceFromStyle( pageStyleOf( root ), {
				optimizedCheckout: settings.optimizedCheckout,
			} );
			dispatch.setAppearance( appearance );
			// Saving is for the next page, not this one: it waits for the
			// shopper's first interaction, so the page loads nothing for it.
			whenShopperActs( () =>
				dispatch( saveAppearance( appearance, { isBlockCheckout } ) )
			);
			return appearance;
		};

	/**
	 * After the order exists: a redirect that asks the browser to finish
	 * the payment (3D Secure, vouchers, wallets) is finished here, from the
	 * gateway settings, or from the wallet buttons' settings on pages that
	 * have only those.
	 */
	const completeOrder =
		( redirect: string ) =>
		async ( { select, dispatch }: Args ): Promise< CompletionResult > =>
			completeOnPage( redirect, {
				stripe: await dispatch( getStripe() ),
				gateway: select.getSettings(),
				express: select.getExpressSettings(),
				gatewayApi: services.gatewayApi,
			} );

	return {
		loadSettings,
		loadExpressSettings,
		getStripe,
		saveAppearance,
		resolveAppearance,
		completeOrder,
	};
}
