export { emit, listen } from './jquery-bridge';
export { elementOf } from './element-of';
export { answer, ask } from './jquery-asks';
export { OVERLAY_OPACITY, block, isBlocked, unblock } from './block-ui';
export {
	CHECKOUT_NOTICE_SCROLL_MS,
	NOTICE_SCROLL_MS,
	NOTICE_SCROLL_OFFSET_PX,
	scrollToNotices,
} from './scroll';
export { slideDown, slideToggle, slideUp } from './slide';
export { noticeList } from './notices';
export { nodesFromServerHtml } from './server-html';
export type { NoticeType } from './notices';
export { attributionFromInputs } from './attribution-inputs';
export { pageParam, wcAjaxTemplate } from './page-params';
export { focusNotice, NOTICE_FOCUS_DELAY_MS } from './notice-focus';
export { onReady } from './on-ready';
export { readCookie } from './read-cookie';
