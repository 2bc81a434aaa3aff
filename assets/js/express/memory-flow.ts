/**
 * The wallet buttons' payment flow on product and cart pages, kept in page
 * memory (no `@wordpress/data` there): loaded with the sheet's code at the
 * shopper's first input, so the buttons open without the flow's steps.
 */
import { createPageMemoryFlow } from '../stores/payment-flow/page-memory-flow';
import { walletFlow } from '../stores/payment-flow/wallet-flow';
import type { ExpressFlow } from '../core/express/session-deps';

export const memoryWalletFlow = (
	deps: Parameters< typeof createPageMemoryFlow >[ 0 ]
): ExpressFlow => walletFlow( createPageMemoryFlow( deps ) );
