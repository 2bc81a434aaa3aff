/**
 * Selectors: each returns what the state holds, so repeated reads are
 * referentially equal and do not re-render.
 */
import { isUnderWay } from '../payment-flow/steps';
import type { StripeState } from './types';

export const getSettings = ( state: StripeState ) => state.settings;

export const getExpressSettings = ( state: StripeState ) =>
	state.expressSettings;

export const getFlowStatus = ( state: StripeState ) => state.flowStatus;

/** A payment is under way: no surface may start another. */
export const isProcessing = ( state: StripeState ) =>
	isUnderWay( state.flowStatus );

export const getAppearance = ( state: StripeState ) => state.appearance;

export const getAppearanceSaveState = ( state: StripeState ) =>
	state.appearanceSave;

export const getStripePromise = ( state: StripeState ) => state.stripe;
