import { performance } from 'node:perf_hooks';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  ENVELOPE_CONTENT_TYPE,
} from '@yzfk/contract/envelope-codec/wire-format';
import type { TEnvelope } from '@yzfk/contract/envelope';
import { recordError, type TCallStats } from './latency';

const codec = createNodeEnvelopeCodec(process.env.ENVELOPE_KEY ?? DEVELOPMENT_ENVELOPE_KEY);

/** A request left without a reply this long counts as an error (`timeout`). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A reply's body, or null when none came within REQUEST_TIMEOUT_MS. A timer of our own rather than
 * AbortSignal.timeout: under load a run hung on a request whose timeout never fired (that
 * signal's timer does not keep it alive, and a collected signal never aborts); the race
 * answers even if fetch ignored the abort.
 */
export async function fetchText(url: string, init: RequestInit = {}): Promise<string | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, REQUEST_TIMEOUT_MS);
  });
  const reply = fetch(url, { ...init, signal: controller.signal }).then((response) =>
    response.text(),
  );
  // An abort after the race was lost rejects the fetch: nobody waits for it any more.
  reply.catch(() => undefined);
  try {
    return await Promise.race([reply, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export type TReply<T> = { ok: true; data: T } | { ok: false; code: string; msg: string };

/**
 * One encrypted call as a browser makes it. The latency recorded is the client's view: from
 * handing the encrypted body to fetch to the whole reply read (encrypting and decrypting on
 * this side are left out, the server's are in). Every reply's latency counts, refusals too.
 */
export async function callApi<T>(
  stats: TCallStats | undefined,
  base: string,
  path: string,
  body: unknown,
  token: string,
): Promise<TReply<T>> {
  const encrypted = codec.encrypt(body);
  const sentAt = Date.now();
  const started = performance.now();
  let text: string | null;
  try {
    text = await fetchText(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': ENVELOPE_CONTENT_TYPE, authorization: `Bearer ${token}` },
      body: encrypted,
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    recordError(stats, 'network', `${String(error)}${cause}`);
    return { ok: false, code: 'network', msg: `${String(error)}${cause}` };
  }
  if (text === null) {
    recordError(stats, 'timeout', `no reply within ${REQUEST_TIMEOUT_MS} ms`);
    return { ok: false, code: 'timeout', msg: 'no reply' };
  }
  const elapsed = performance.now() - started;
  if (stats) stats.latencies.push(elapsed);
  let reply: TEnvelope<T>;
  try {
    reply = codec.decrypt(text) as TEnvelope<T>;
  } catch {
    recordError(stats, 'bad-reply', text.slice(0, 200));
    return { ok: false, code: 'bad-reply', msg: text.slice(0, 200) };
  }
  if (!reply.success) {
    const code = String(reply.code);
    recordError(stats, code, reply.msg);
    return { ok: false, code, msg: reply.msg };
  }
  if (stats) stats.sentAt.push(sentAt);
  return { ok: true, data: reply.data };
}

/** The same call for set-up steps, which must succeed. */
export async function mustCall<T>(
  base: string,
  path: string,
  body: unknown,
  token: string,
  stats?: TCallStats,
): Promise<T> {
  const reply = await callApi<T>(stats, base, path, body, token);
  if (!reply.ok) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}
