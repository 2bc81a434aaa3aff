/**
 * How long any call to the shop may take before the shopper is told it
 * timed out: one limit for every call, also those that go through the
 * transport's bottom layer alone (send.ts).
 */
export const DEFAULT_TIMEOUT_MS = 30000;
