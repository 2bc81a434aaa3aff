/**
 * Side effects of the store: loading settings and saving the appearance.
 */
import type { GatewaySettings } from '../../core/settings/types';
import { unknownErrorMessage } from '../../core/messages/generic';
import { setAppearanceSave, setError, setSettings } from './actions';
import { getGatewayApi } from './api';
import type { StripeState } from './types';

interface ThunkArgs {
	select: {
		getSettings: () => StripeState[ 'settings' ];
		getAppearanceSaveState: () => StripeState[ 'appearanceSave' ];
	};
	dispatch: ( action: unknown ) => unknown;
}

/** Parse and keep the settings; a parse error becomes the last error. */
export const loadSettings =
	( parse: () => GatewaySettings ) =>
	( { dispatch }: ThunkArgs ): boolean => {
		try {
			dispatch( setSettings( parse() ) );
			return true;
		} catch ( error ) {
			dispatch(
				setError(
					error instanceof Error
						? error.message
						: unknownErrorMessage()
				)
			);
			return false;
		}
	};

/**
 * SPEC §4 "Appearance is saved once, guarded against concurrent saves, only
 * on checkout, not on pay-for-order or change-payment."
 */
export const saveAppearance =
	(
		appearance: Record< string, unknown >,
		{ isBlockCheckout }: { isBlockCheckout: boolean }
	) =>
	async ( { select, dispatch }: ThunkArgs ): Promise< void > => {
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
		dispatch( setAppearanceSave( 'saving' ) );
		const result = await getGatewayApi( settings ).saveAppearance( {
			appearance,
			isBlockCheckout,
			themeName: settings.themeName,
		} );
		dispatch( setAppearanceSave( result.ok ? 'saved' : 'failed' ) );
	};
