/**
 * The payment flow's rule, shared by every surface on a page (block
 * checkout, classic pages, wallet buttons): where a payment is, and which
 * named step moves it where. Anything but 'idle' means a payment is under
 * way, and no surface may start another: this is the double-submit guard.
 */

export type FlowStatus =
	| 'idle'
	| 'creating-payment-method'
	| 'creating-order'
	| 'confirming'
	| 'redirecting';

/** Where a payment can start. */
export type FlowStart = 'creating-payment-method' | 'creating-order';

/**
 * What happens once the new payment method is in the form: the classic
 * checkout's own submit goes again and begins the order itself (so the flow
 * is free for it); elsewhere the order is under way with it (the block
 * checkout places it, the payment pages post natively).
 */
export type MethodInForm = 'form-submits' | 'order-under-way';

export type FlowStep =
	| { type: 'begin'; start: FlowStart }
	| { type: 'method-in-form'; then: MethodInForm }
	| { type: 'confirming' }
	| { type: 'leaving' }
	| { type: 'fail' }
	| { type: 'done' };

export const isUnderWay = ( status: FlowStatus ): boolean => status !== 'idle';

export function nextFlowStatus(
	status: FlowStatus,
	step: FlowStep
): FlowStatus {
	switch ( step.type ) {
		case 'begin':
			// One payment at a time: a second start changes nothing.
			return isUnderWay( status ) ? status : step.start;
		case 'method-in-form':
			return step.then === 'form-submits' ? 'idle' : 'creating-order';
		case 'confirming':
			return 'confirming';
		case 'leaving':
			// Still busy: the page is going to the bank, the voucher or
			// the order, and nothing may pay again before it has left.
			return 'redirecting';
		case 'fail':
		case 'done':
			return 'idle';
	}
}
