// The error code catalogue: the spec's codes (section 8) and ours. The server answers every
// failure with one of these in the envelope's `code`; the web client maps them to behaviour.

export type TErrorDefinition = {
  /** Stable identifier for logs and documentation. */
  id: string;
  /** Default message shown to users, in Simplified Chinese. */
  msg: string;
  /** HTTP status of the reply that carries it. */
  httpStatus: number;
  /** True when the error is the server's fault and worth an alert to operators. */
  report: boolean;
};

export const SUCCESS_CODE = 200;

export const ERROR_CODES = {
  // The spec's codes.
  5006: { id: 'no_permission', msg: '无权限阅读，请重新登录', httpStatus: 403, report: false },
  5002: { id: 'login_expired', msg: '登录已过期，请重新登录', httpStatus: 401, report: false },
  5015: { id: 'token_invalid', msg: '登录凭证无效，请重新登录', httpStatus: 401, report: false },
  5007: { id: 'session_ended', msg: '登录状态已失效，请重新登录', httpStatus: 401, report: false },
  5008: { id: 'forced_offline', msg: '用户已被强制下线', httpStatus: 401, report: false },
  // Ours: the client's request could not be understood.
  4000: { id: 'invalid_params', msg: '输入的数据不合法!', httpStatus: 400, report: false },
  4001: {
    id: 'undecryptable_body',
    msg: '请求数据无法解密，请刷新页面后重试',
    httpStatus: 400,
    report: false,
  },
  4002: { id: 'malformed_json', msg: '请求数据不是有效的 JSON', httpStatus: 400, report: false },
  4003: { id: 'site_unknown', msg: '该域名未开通站点', httpStatus: 404, report: false },
  4004: { id: 'call_not_found', msg: '请求的接口不存在', httpStatus: 404, report: false },
  4005: { id: 'method_not_allowed', msg: '请求方式不正确', httpStatus: 405, report: false },
  4013: { id: 'body_too_large', msg: '请求数据过大', httpStatus: 413, report: false },
  4015: {
    id: 'unsupported_media_type',
    msg: '请求数据格式不受支持',
    httpStatus: 415,
    report: false,
  },
  4029: {
    id: 'too_many_requests',
    msg: '请求过于频繁，请稍后再试',
    httpStatus: 429,
    report: false,
  },
  // Ours: the token is missing or has run out; the client gets or refreshes one and retries.
  4010: { id: 'token_required', msg: '请先获取访问令牌', httpStatus: 401, report: false },
  4011: { id: 'token_expired', msg: '访问令牌已过期', httpStatus: 401, report: false },
  // Ours: the server's own failures.
  5000: { id: 'internal_error', msg: '服务器开小差了，请稍后再试', httpStatus: 500, report: true },
  5003: { id: 'unavailable', msg: '服务暂不可用，请稍后再试', httpStatus: 503, report: true },
} as const satisfies Record<number, TErrorDefinition>;

export type TErrorCode = keyof typeof ERROR_CODES;

/** Whether a number is one of the catalogue's codes. */
export function isErrorCode(code: number): code is TErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/** Codes after which the web client deletes the token and returns to the home path. */
export const SESSION_ENDING_CODES: readonly TErrorCode[] = [5006, 5002, 5015, 5007, 5008];
