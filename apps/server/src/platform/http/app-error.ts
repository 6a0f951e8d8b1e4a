import { ERROR_CODES, type TErrorCode } from '@yzfk/contract/error-codes';

/**
 * The one error type of the server. `code` is from the contract's catalogue; `msg` defaults to
 * the catalogue's text and may be more specific (always in Chinese, always safe to show).
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly msg: string;
  /** Sent as Retry-After: seconds until a refused call (4029) may be tried again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: TErrorCode,
    msg?: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    const text = msg ?? ERROR_CODES[code].msg;
    super(
      `${ERROR_CODES[code].id}: ${text}`,
      options && 'cause' in options ? { cause: options.cause } : undefined,
    );
    this.name = 'AppError';
    this.code = code;
    this.msg = text;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].httpStatus;
  }

  /** True for the server's own failures, which operators want to hear about. */
  get report(): boolean {
    return ERROR_CODES[this.code].report;
  }
}
