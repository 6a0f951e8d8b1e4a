import type { TErrorCode } from '@yzfk/contract/error-codes';
import { ApiError } from '../../../lib/api-error';

/**
 * The mock exams' codes the pages act on, by name (the catalogue's 48xx); `satisfies` keeps
 * every name a code of the catalogue.
 */
export const EXAM_ERROR = {
  notFound: 4801,
  loginFailed: 4802,
  loginRequired: 4803,
  notOpen: 4804,
  timeOver: 4805,
  superseded: 4806,
  submitNotOpen: 4807,
  alreadyRegistered: 4808,
  registrationClosed: 4809,
  entryClosed: 4810,
  notRegistered: 4811,
  noAccess: 4812,
  finished: 4813,
  loginLocked: 4814,
} as const satisfies Record<string, TErrorCode>;

/** Whether an error is the server's answer with this code. */
export function hasCode(error: unknown, code: TErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** Codes that refuse a request for good: sending it again cannot succeed. */
const REFUSED_FOR_GOOD = new Set<number>([4000, 4002, 4013]);

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
