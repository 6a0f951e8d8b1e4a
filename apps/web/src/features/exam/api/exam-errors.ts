import { E, type TErrorCode } from '@yzfk/contract/error-codes';
import { ApiError } from '../../../lib/api-error';

/** Whether an error is the server's answer with this code. */
export function hasCode(error: unknown, code: TErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** Codes that refuse a request for good: sending it again cannot succeed. */
const REFUSED_FOR_GOOD = new Set<TErrorCode>([E.invalidParams, E.malformedJson, E.bodyTooLarge]);

/**
 * Whether sending again can never help (the request itself is refused). Anything else (no
 * reply, a time-out, a server in trouble, a session being renewed) is worth retrying: an
 * answer is dropped only when the server can never take it.
 */
export function isRefusedForGood(error: unknown): boolean {
  return error instanceof ApiError && REFUSED_FOR_GOOD.has(error.code);
}

/** The message to show for a failure: the server's for its codes, else a generic one. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return '请求失败，请稍后重试';
}
