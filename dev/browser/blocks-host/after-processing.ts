/**
 * What the success and fail observers' answers do once the order was sent.
 *
 * Success observers: the last success wins and completes the checkout (its
 * `redirectUrl`, when a string, replaces the server's); an error or failure
 * shows its `message` (in `messageContext`, else the default context, which
 * no checkout area shows) and either completes (`retry: false`) or marks the
 * checkout as failed, which then runs the fail observers. No answer completes.
 *
 * Fail observers: every error or failure with a message shows it; the last
 * one decides between complete (`retry: false`) and idle. Without one, a
 * default notice appears in the checkout area, but only when no error notice
 * is showing already.
 */
import { isError, isFailure, isSuccess } from './emitters';
import type { ObserverAnswer } from './emitters';
import {
	DEFAULT_CONTEXT,
	DEFAULT_ERROR_MESSAGE,
	NOTICE_CONTEXTS,
} from './notice-contexts';

export interface ObserverNotice {
	id?: string;
	content: string;
	context: string;
}

export type AfterOutcome =
	| { next: 'complete'; redirectUrl?: string; notices: ObserverNotice[] }
	| { next: 'idle'; notices: ObserverNotice[] }
	| { next: 'fail-observers'; notices: ObserverNotice[] };

const isProblem = ( answer: ObserverAnswer ) =>
	isError( answer ) || isFailure( answer );

const shouldRetry = ( answer: ObserverAnswer ) =>
	answer.retry === undefined || answer.retry === true;

function noticeOf( answer: ObserverAnswer ): ObserverNotice | null {
	if ( ! answer.message || typeof answer.message !== 'string' ) {
		return null;
	}
	return {
		content: answer.message,
		context:
			answer.messageContext && typeof answer.messageContext === 'string'
				? answer.messageContext
				: DEFAULT_CONTEXT,
	};
}

const redirectOf = ( answer: ObserverAnswer ) =>
	typeof answer.redirectUrl === 'string' ? answer.redirectUrl : undefined;

export function afterSuccessObservers(
	answers: ObserverAnswer[]
): AfterOutcome {
	const success = answers.filter( isSuccess ).pop();
	const problem = answers.filter( isProblem ).pop();
	if ( success && ! problem ) {
		return {
			next: 'complete',
			redirectUrl: redirectOf( success ),
			notices: [],
		};
	}
	if ( problem ) {
		const notice = noticeOf( problem );
		const notices = notice ? [ notice ] : [];
		return shouldRetry( problem )
			? { next: 'fail-observers', notices }
			: { next: 'complete', redirectUrl: redirectOf( problem ), notices };
	}
	return { next: 'complete', notices: [] };
}

export function afterFailObservers(
	answers: ObserverAnswer[],
	errorNoticeShowing: boolean,
	processingMessage: string
): AfterOutcome {
	const notices: ObserverNotice[] = [];
	let decisive: ObserverAnswer | null = null;
	for ( const answer of answers ) {
		const notice = isProblem( answer ) ? noticeOf( answer ) : null;
		if ( notice ) {
			notices.push( notice );
			decisive = answer;
		}
	}
	if ( decisive ) {
		return shouldRetry( decisive )
			? { next: 'idle', notices }
			: {
					next: 'complete',
					redirectUrl: redirectOf( decisive ),
					notices,
				};
	}
	if ( ! errorNoticeShowing ) {
		notices.push( {
			id: 'checkout',
			content: processingMessage || DEFAULT_ERROR_MESSAGE,
			context: NOTICE_CONTEXTS.CHECKOUT,
		} );
	}
	return { next: 'idle', notices };
}
