/**
 * Classic checkout pages (form.checkout, pay-for-order, add-payment-method,
 * change-payment): read the gateway settings the page prints into the shared
 * store. The page behaviours build on this store.
 */
import { dispatch } from '@wordpress/data';
import { readClassicGatewaySettings } from '../../core/settings';
import { store as stripeStore } from '../../stores/stripe';

dispatch( stripeStore ).loadSettings( readClassicGatewaySettings );
