import { ZEnvelopeSchema, type TEnvelope } from '@yzfk/contract/envelope';
import type { TWebEnvelopeCodec } from '@yzfk/contract/envelope-codec/web-codec';
import { ENVELOPE_CONTENT_TYPE } from '@yzfk/contract/envelope-codec/wire-format';
import { z } from 'zod';
import { ApiFormatError, ApiNetworkError, ApiTimeoutError } from './api-error';

export type TTransportOptions = {
  baseUrl: string;
  codec: TWebEnvelopeCodec;
  timeoutMs: number;
  fetch: typeof fetch;
};

export type TSendOptions = {
  /** Token sent as `Authorization: Bearer <token>`; none when empty. */
  bearer?: string;
  /** URL parameters, e.g. gettoken's `tk`. */
  query?: Record<string, string>;
  /** Lets the request outlive the page (fetch `keepalive`), for a save sent as the page closes. */
  keepalive?: boolean;
};

export type TReply = {
  httpStatus: number;
  envelope: TEnvelope<unknown>;
};

/**
 * Sends one POST and decrypts the reply; it applies no session rules. The body is encrypted,
 * except a FormData body, which goes as multipart/form-data.
 */
export type TApiTransport = (
  path: string,
  body: unknown,
  options?: TSendOptions,
) => Promise<TReply>;

const ZAnyEnvelope = ZEnvelopeSchema(z.unknown());

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Creates the transport: encrypts the JSON body with the envelope codec, POSTs it with a time-out
 * (AbortController), decrypts the reply whatever its HTTP status and checks its shape.
 * Rejects with ApiTimeoutError, ApiNetworkError, the codec's EnvelopeError or ApiFormatError.
 */
export function createApiTransport(options: TTransportOptions): TApiTransport {
  return async function send(path, body, sendOptions = {}) {
    const search = sendOptions.query ? `?${new URLSearchParams(sendOptions.query).toString()}` : '';
    // A multipart upload goes as it is (the browser sets its boundary); the reply is encrypted.
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = isForm ? {} : { 'Content-Type': ENVELOPE_CONTENT_TYPE };
    if (sendOptions.bearer) headers.Authorization = `Bearer ${sendOptions.bearer}`;
    const wireBody = isForm ? body : await options.codec.encrypt(body);

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await options.fetch(`${options.baseUrl}${path}${search}`, {
        method: 'POST',
        headers,
        body: wireBody,
        signal: controller.signal,
        ...(sendOptions.keepalive ? { keepalive: true } : {}),
      });
      text = await response.text();
    } catch (error) {
      throw controller.signal.aborted || isAbort(error)
        ? new ApiTimeoutError()
        : new ApiNetworkError(error);
    } finally {
      clearTimeout(timer);
    }

    const decrypted = await options.codec.decrypt(text);
    const parsed = ZAnyEnvelope.safeParse(decrypted);
    if (!parsed.success) throw new ApiFormatError(parsed.error.message);
    return { httpStatus: response.status, envelope: parsed.data };
  };
}
