import { E, isErrorCode, type TErrorCode } from '@yzfk/contract/error-codes';
import type { TEnvelope } from '@yzfk/contract/envelope';

/**
 * The server answered with a code other than success; `body` is the decrypted reply. `code` is
 * a catalogue code (a code the catalogue lacks counts as 5000; `body.code` keeps it as sent).
 */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly httpStatus: number;
  readonly body: TEnvelope<unknown>;
  /** True when the client already told the user (an alert), so no toast follows. */
  readonly notified: boolean;

  constructor(body: TEnvelope<unknown>, httpStatus: number, notified = false) {
    super(body.msg);
    this.name = 'ApiError';
    this.code = isErrorCode(body.code) ? body.code : E.internalError;
    this.httpStatus = httpStatus;
    this.body = body;
    this.notified = notified;
  }
}

/** The call did not answer within the time-out. */
export class ApiTimeoutError extends Error {
  constructor() {
    super('请求超时，请检查网络后重试');
    this.name = 'ApiTimeoutError';
  }
}

/** The request never reached the server, or the connection broke. */
export class ApiNetworkError extends Error {
  constructor(cause: unknown) {
    super('网络连接失败，请检查网络后重试', { cause });
    this.name = 'ApiNetworkError';
  }
}

/** The reply decrypted, but it is not `{ code, msg, success, data }` or its data is malformed. */
export class ApiFormatError extends Error {
  constructor(detail: string) {
    super('服务器返回的数据格式不正确');
    this.name = 'ApiFormatError';
    this.cause = detail;
  }
}
