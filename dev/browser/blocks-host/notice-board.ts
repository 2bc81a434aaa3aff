/**
 * What every notices area of the checkout reads: the notices, the areas
 * drawn (WooCommerce's registered containers) and whether notices are held
 * back because an express payment is under way (WooCommerce's
 * `isExpressPaymentMethodActive()`: its areas draw nothing then).
 */
import { createContext } from '@wordpress/element';
import type { useNotices } from './use-notices';

export type NoticeBoardValue = ReturnType< typeof useNotices > & {
	suppressed: boolean;
};

export const NoticeBoard = createContext< NoticeBoardValue | null >( null );
