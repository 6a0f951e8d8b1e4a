import type { TEnvelope } from '@yzfk/contract/envelope';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import type { TErrorCode } from '@yzfk/contract/error-codes';

/** One request as the fake server saw it, its body decrypted. */
export type TSeenRequest = {
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
  /** The decrypted JSON body, or for a multipart upload the FormData itself. */
  body: unknown;
};

/** What the fake server answers: an envelope (encrypted for the wire) or raw wire text. */
export type TFakeReply = { status?: number } & ({ envelope: TEnvelope<unknown> } | { raw: string });

export type TFakeServer = {
  fetch: typeof fetch;
  requests: TSeenRequest[];
};

/** The server's side of the envelope, for tests. */
export const serverCodec = createNodeEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY);

/** An envelope with a success code. */
export function ok(data: unknown): TFakeReply {
  return { envelope: { code: 200, msg: '成功', success: true, data } };
}

/** An envelope with an error code and the given HTTP status. */
export function fail(code: TErrorCode, msg: string, status = 400): TFakeReply {
  return { status, envelope: { code, msg, success: false, data: null } };
}

/** Rejects like fetch does (an AbortError) when the signal aborts first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    promise.then(resolve, reject);
  });
}

/**
 * A fetch that decrypts each request like the real server would, asks `handle` for an answer
 * and encrypts it. Every request is recorded.
 */
export function createFakeServer(
  handle: (request: TSeenRequest) => TFakeReply | Promise<TFakeReply>,
): TFakeServer {
  const requests: TSeenRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const headers = new Headers(init?.headers);
    const request: TSeenRequest = {
      path: url.pathname,
      query: url.searchParams,
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      body:
        init?.body instanceof FormData
          ? init.body
          : serverCodec.decrypt(typeof init?.body === 'string' ? init.body : ''),
    };
    requests.push(request);
    const reply = await abortable(Promise.resolve(handle(request)), init?.signal);
    const text = 'raw' in reply ? reply.raw : serverCodec.encrypt(reply.envelope);
    return new Response(text, { status: reply.status ?? 200 });
  };
  return { fetch: fakeFetch, requests };
}
