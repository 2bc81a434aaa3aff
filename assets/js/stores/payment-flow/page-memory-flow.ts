/**
 * The payment flow on pages without `@wordpress/data` (product and cart
 * pages, where WooCommerce loads no React or data stores and neither do
 * we): the same steps as the store's flow, with the status kept in this
 * page's memory. Only the wallet buttons pay there.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { ExpressSettings } from '../../core/settings/types';
import type { Transport } from '../../core/transport/types';
import { namedSteps } from './named-steps';
import { isUnderWay, nextFlowStatus } from './steps';
import type { FlowStatus } from './steps';
import type { PaymentFlow } from './types';

export function createPageMemoryFlow( {
	getStripe,
	express,
	transport,
}: {
	getStripe: () => Promise< Stripe | null >;
	express: Pick< ExpressSettings, 'ajaxUrl' >;
	transport: Transport;
} ): PaymentFlow {
	let status: FlowStatus = 'idle';
	return namedSteps( {
		isBusy: () => isUnderWay( status ),
		step: ( next ) => {
			status = nextFlowStatus( status, next );
		},
		// Completing an order follows the shopper's tap: its code comes with
		// the page's later code, not with the buttons as they open.
		completeOrder: async ( redirect ) =>
			(
				await import( '../../core/stripe/complete-on-page' )
			).completeOnPage( redirect, {
				stripe: await getStripe(),
				gateway: null,
				express,
				gatewayApi: ( config ) =>
					import( '../../core/api/gateway-api' ).then(
						( { createGatewayApi } ) =>
							createGatewayApi( config, transport )
					),
			} ),
		getStripe,
	} );
}
