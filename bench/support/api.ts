import { readFileSync } from 'node:fs';
import { encryptedCall } from '@yzfk/server/platform/testing/encrypted-call';

// Encrypted calls from a benchmark to the server it started, as the web client makes them.

/** One encrypted call; throws with the server's message on failure. */
export const call = encryptedCall;

/** A visitor's session token on the demo site (the web client's first call). */
export async function visitorToken(base: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, '/flks/auth/gettoken', {
    domainName: 'localhost',
  });
  return token;
}

/** A phone login on the demo site, the code read from the server's SMS outbox; the token. */
export async function phoneLogin(base: string, outbox: string, phone: string): Promise<string> {
  const token = await visitorToken(base);
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
