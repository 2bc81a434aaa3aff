/**
 * Plain action creators: each returns exactly its member of StripeAction.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { Appearance } from '../../core/appearance/types';
import type {
	ExpressSettings,
	GatewaySettings,
} from '../../core/settings/types';
import type { AppearanceSaveState, FlowStep, StripeAction } from './types';

type ActionOf< T extends StripeAction[ 'type' ] > = Extract<
	StripeAction,
	{ type: T }
>;

export const setSettings = (
	settings: GatewaySettings
): ActionOf< 'SET_SETTINGS' > => ( { type: 'SET_SETTINGS', settings } );

export const setExpressSettings = (
	settings: ExpressSettings
): ActionOf< 'SET_EXPRESS_SETTINGS' > => ( {
	type: 'SET_EXPRESS_SETTINGS',
	settings,
} );

/**
 * One named step of the payment flow. Surfaces take the steps through the
 * flow object (../payment-flow/types.ts), never by dispatching this.
 */
export const flowStep = ( step: FlowStep ): ActionOf< 'FLOW_STEP' > => ( {
	type: 'FLOW_STEP',
	step,
} );

export const setAppearance = (
	appearance: Appearance
): ActionOf< 'SET_APPEARANCE' > => ( { type: 'SET_APPEARANCE', appearance } );

export const setAppearanceSave = (
	state: AppearanceSaveState
): ActionOf< 'SET_APPEARANCE_SAVE' > => ( {
	type: 'SET_APPEARANCE_SAVE',
	state,
} );

export const setStripe = (
	stripe: Promise< Stripe | null > | null
): ActionOf< 'SET_STRIPE' > => ( { type: 'SET_STRIPE', stripe } );
