import { ERROR_CODES, type TErrorCode } from '@yzfk/contract/error-codes';

/**
 * The one error type of the server. `code` is from the contract's catalogue; `msg` defaults to
 * the catalogue's text and may be more specific (always in Chinese, always safe to show).
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly msg: string;

  constructor(code: TErrorCode, msg?: string, options?: { cause?: unknown }) {
    const text = msg ?? ERROR_CODES[code].msg;
    super(`${ERROR_CODES[code].id}: ${text}`, options);
    this.name = 'AppError';
    this.code = code;
    this.msg = text;
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].httpStatus;
  }

  /** True for the server's own failures, which operators want to hear about. */
  get report(): boolean {
    return ERROR_CODES[this.code].report;
  }
}
