import { readFileSync } from 'node:fs';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  ENVELOPE_CONTENT_TYPE,
} from '@yzfk/contract/envelope-codec/wire-format';

// Encrypted calls from a benchmark to the server it started, as the web client makes them.

/** The envelope codec of the servers benchmarks start (ENVELOPE_KEY, else the development key). */
export const benchCodec = createNodeEnvelopeCodec(
  process.env.ENVELOPE_KEY ?? DEVELOPMENT_ENVELOPE_KEY,
);

/** One encrypted call; throws with the server's message on failure. */
export async function call<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': ENVELOPE_CONTENT_TYPE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: benchCodec.encrypt(body),
  });
  const reply = benchCodec.decrypt(await response.text()) as {
    code: number;
    msg: string;
    data: T;
  };
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** A phone login on the demo site, the code read from the server's SMS outbox; the token. */
export async function phoneLogin(base: string, outbox: string, phone: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, '/flks/auth/gettoken', {
    domainName: 'localhost',
  });
  await call(base, '/flks/auth/sendcode', { phone }, token);
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const sms = JSON.parse(lines.at(-1) ?? '{}') as { code: string };
  const result = await call<{ token: string }>(
    base,
    '/flks/auth/login/phone',
    { phone, code: sms.code },
    token,
  );
  return result.token;
}
