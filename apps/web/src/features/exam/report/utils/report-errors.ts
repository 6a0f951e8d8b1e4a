import type { TErrorCode } from '@yzfk/contract/error-codes';

/** The catalogue's codes the report page acts on, by name (contract error-codes). */
export const REPORT_ERROR = {
  attemptNotFound: 4709,
  reportNotReady: 4815,
} as const satisfies Record<string, TErrorCode>;
