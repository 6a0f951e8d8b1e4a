import type { z } from 'zod';
import type { TCall, TCallData, TCallRequest } from '@yzfk/contract/call';
import type { TEnvelope } from '@yzfk/contract/envelope';

// API tests call the app through the contract's call definitions: the path and the request's
// type come from the call, and so does the type of the reply's data, so a test never types a
// reply by hand and a renamed path or changed shape fails to compile.

/** How one test call is sent: the bearer token, the site's host, and the odd raw request. */
export type TCallOptions = {
  token?: string;
  query?: Record<string, string>;
  /** Sent as is instead of the encrypted body. */
  rawBody?: string;
  contentType?: string;
  method?: 'POST' | 'GET';
  host?: string;
  /** The client's address (limits count per address). */
  remoteAddress?: string;
  /** An X-Forwarded-For header, as a load balancer in front of the server adds one. */
  forwardedFor?: string;
};

/** A reply as the test sees it: the HTTP status, its headers and the decrypted envelope. */
export type TCallReply<T> = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  envelope: TEnvelope<T>;
};

/** What sends a call by path: the test app (test-app.ts). */
export type TApiCaller = {
  call<T = unknown>(path: string, body?: unknown, options?: TCallOptions): Promise<TCallReply<T>>;
};

/** Any call the contract defines. */
export type TAnyCall = TCall<z.ZodType, z.ZodType>;

/** The bearer token alone (most calls), or the options. */
export type TCallAs = string | TCallOptions;

function optionsOf(as: TCallAs | undefined): TCallOptions {
  return typeof as === 'string' ? { token: as } : (as ?? {});
}

/** Makes one contract call as the web client does; answers the status and the envelope. */
export function callContractReply<C extends TAnyCall>(
  app: TApiCaller,
  call: C,
  body: TCallRequest<C>,
  as?: TCallAs,
): Promise<TCallReply<TCallData<C>>> {
  return app.call<TCallData<C>>(call.path, body, optionsOf(as));
}

/** Makes one contract call; answers the decrypted envelope (data typed by the call). */
export async function callContract<C extends TAnyCall>(
  app: TApiCaller,
  call: C,
  body: TCallRequest<C>,
  as?: TCallAs,
): Promise<TEnvelope<TCallData<C>>> {
  return (await callContractReply(app, call, body, as)).envelope;
}

/** Makes one contract call that must succeed; answers its data, or throws with code and message. */
export async function callContractOk<C extends TAnyCall>(
  app: TApiCaller,
  call: C,
  body: TCallRequest<C>,
  as?: TCallAs,
): Promise<TCallData<C>> {
  const envelope = await callContract(app, call, body, as);
  if (!envelope.success) throw new Error(`${call.path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * A request body the contract's types do not vouch for: one the server must refuse (a test of
 * its validation), or one a test helper merges from loose parts. Typed `never` so that it passes
 * as any call's request, which is the point, and the call site says so.
 */
export function looseBody(body: unknown): never {
  return body as never;
}

/** The item a test knows is in a list (a batch of codes, a page of rows); throws if not. */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index} of ${list.length}`);
  return item;
}
