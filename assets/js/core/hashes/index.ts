export { parseReturnHash } from './parse-return-hash';
export { sameOriginUrl } from './same-origin-url';
export { voucherRedirectTarget } from './voucher-target';
export type { VoucherPage, VoucherTarget } from './voucher-target';
export { clearReturnHash } from './clear-return-hash';
export type * from './types';
