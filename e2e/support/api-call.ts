import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';

// Encrypted calls from a journey to its server, the way the web client makes them: for operator
// calls (the admin token) and for reading what a page cannot show.

/** The operator token journey servers are started with (ADMIN_TOKEN). */
export const JOURNEY_ADMIN_TOKEN = 'e2e-admin-token-0123456789';

const codec = createNodeEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY);

/** One call; answers the decrypted data, or throws with the server's code and message. */
export async function apiCall<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: codec.encrypt(body),
  });
  const reply = codec.decrypt(await response.text()) as {
    code: number;
    msg: string;
    data: unknown;
  };
  if (reply.code !== 200) throw new Error(`${path} answered ${reply.code} ${reply.msg}`);
  return reply.data as T;
}

/** An operator call (`npm run api -- /flks/admin/...`) with the journey's admin token. */
export function adminCall<T>(base: string, path: string, body: unknown): Promise<T> {
  return apiCall<T>(base, path, body, JOURNEY_ADMIN_TOKEN);
}

/** A fresh anonymous web token for the demo site, as a first visit gets. */
export async function webToken(base: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(base, '/flks/auth/gettoken', {
    domainName: 'localhost',
  });
  return token;
}
