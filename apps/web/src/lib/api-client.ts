import type { TCall, TCallData, TCallRequest } from '@yzfk/contract/call';
import { E, SESSION_ENDING_CODES, SUCCESS_CODE, type TErrorCode } from '@yzfk/contract/error-codes';
import type { z } from 'zod';
import { ApiError, ApiFormatError } from './api-error';
import type { TApiTransport, TReply } from './api-transport';
import type { TFeedback, TWindowControl } from './feedback';
import type { TSessionStore } from './session-types';
import type { TTokenManager } from './token-manager';

export type TApiClientOptions = {
  send: TApiTransport;
  session: TSessionStore;
  tokens: TTokenManager;
  feedback: TFeedback;
  window: TWindowControl;
};

export type TCallOptions = {
  /** Do not toast a failure (the caller shows it its own way). */
  silent?: boolean;
  /** Toast these texts instead of the server's message for these codes. */
  messages?: Partial<Record<TErrorCode, string>>;
  /**
   * Send with fetch `keepalive` so the request completes after the page is hidden or closed
   * (sendBeacon cannot carry the bearer header).
   */
  keepalive?: boolean;
};

/** A multipart call: where it goes and the schema of its reply's data. */
export type TUploadCall<Data extends z.ZodType> = { path: string; data: Data };

export type TApiClient = {
  /** Calls the server with the stored access token and returns the reply's validated data. */
  call<C extends TCall<z.ZodType, z.ZodType>>(
    call: C,
    body: TCallRequest<C>,
    options?: TCallOptions,
  ): Promise<TCallData<C>>;
  /**
   * Uploads a file as multipart/form-data (field `file`) with the same token, time-out and
   * error handling as `call`; the reply is an encrypted envelope as usual.
   */
  upload<Data extends z.ZodType>(
    call: TUploadCall<Data>,
    file: Blob,
    options?: TCallOptions & { fileName?: string },
  ): Promise<z.output<Data>>;
};

const TOKEN_RETRY_CODES = new Set<number>([E.tokenRequired, E.tokenExpired]);
const SESSION_ENDING = new Set<number>(SESSION_ENDING_CODES);
const NO_PERMISSION_ALERT = '无权限阅读';
const NO_PERMISSION_RELOGIN = '无权限阅读，请重新登录';
const FORCED_OFFLINE = '用户已被强制下线';

/** A decryption failure or anything else that is not ours still gets a readable toast. */
function toastTextOf(error: unknown): string {
  if (error instanceof Error && error.name === 'EnvelopeError') return '服务器返回的数据无法解析';
  if (error instanceof Error && error.message) return error.message;
  return '请求失败，请稍后重试';
}

/**
 * Creates the one API client. It adds the bearer token, retries once after getting or refreshing
 * a token on 4010/4011, carries out the spec's behaviour for 5006/5002/5015/5007/5008 (section 8),
 * rejects with the decrypted body (ApiError) for other codes, and shows one toast per failure.
 */
export function createApiClient(options: TApiClientOptions): TApiClient {
  const { send, session, tokens, feedback } = options;
  let endingSession = false;

  /** Alerts once, deletes the token and leaves, for the session-ending codes. */
  async function endSession(alert: () => Promise<void>, leave: () => void): Promise<void> {
    if (endingSession) return;
    endingSession = true;
    try {
      await alert();
      leave();
    } finally {
      endingSession = false;
    }
  }

  /** Applies section 8 to a failed reply; returns true when the user was told with an alert. */
  async function handleSessionCodes({ httpStatus, envelope }: TReply): Promise<boolean> {
    const { code, msg } = envelope;
    const isOk = httpStatus >= 200 && httpStatus < 300;
    const dropSessionAndGoHome = () => {
      session.deleteToken();
      options.window.goHome();
    };
    const alertWith =
      (content: string, okText = '确定') =>
      () =>
        feedback.alert({ title: '提示', content, okText });

    if (!SESSION_ENDING.has(code)) return false;
    switch (code) {
      case E.noPermission:
        if (isOk) {
          await endSession(alertWith(NO_PERMISSION_ALERT, '返回'), options.window.closeWindow);
        } else {
          await endSession(alertWith(NO_PERMISSION_RELOGIN), dropSessionAndGoHome);
        }
        return true;
      case E.forcedOffline:
        await endSession(alertWith(FORCED_OFFLINE), dropSessionAndGoHome);
        return true;
      default:
        // Every other session-ending code (5002, 5015, 5007): its own message, then home.
        await endSession(alertWith(msg), dropSessionAndGoHome);
        return true;
    }
  }

  async function attempt<Data extends z.ZodType>(
    call: TUploadCall<Data>,
    body: unknown,
    isRetry: boolean,
    keepalive = false,
  ): Promise<z.output<Data>> {
    const token = session.getState().token;
    const reply = await send(call.path, body, { bearer: token, ...(keepalive && { keepalive }) });
    const { envelope, httpStatus } = reply;
    if (envelope.code === SUCCESS_CODE) {
      const parsed = call.data.safeParse(envelope.data);
      if (!parsed.success) throw new ApiFormatError(parsed.error.message);
      return parsed.data;
    }
    if (TOKEN_RETRY_CODES.has(envelope.code) && !isRetry) {
      await tokens.renewAccessToken(token);
      return attempt(call, body, true, keepalive);
    }
    // A reply about a session this page has already left (logged out, or logged in anew while
    // the call was in flight) is stale: no alert, no redirect, and no toast either.
    const stale = session.getState().token !== token;
    const notified = stale || (await handleSessionCodes(reply));
    throw new ApiError(envelope, httpStatus, notified);
  }

  async function withToast<T>(run: () => Promise<T>, callOptions: TCallOptions): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const notified = error instanceof ApiError && error.notified;
      const text = (error instanceof ApiError && callOptions.messages?.[error.code]) || undefined;
      if (!callOptions.silent && !notified) feedback.toast(text ?? toastTextOf(error));
      throw error;
    }
  }

  return {
    call(call, body, callOptions = {}) {
      return withToast(
        () => attempt(call, body, false, callOptions.keepalive) as Promise<TCallData<typeof call>>,
        callOptions,
      );
    },
    upload(call, file, uploadOptions = {}) {
      const form = new FormData();
      form.append(
        'file',
        file,
        uploadOptions.fileName ?? (file instanceof File ? file.name : 'file'),
      );
      return withToast(() => attempt(call, form, false), uploadOptions);
    },
  };
}
