import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  ENVELOPE_CONTENT_TYPE,
} from '@yzfk/contract/envelope-codec/wire-format';

// One encrypted call to a running server, as the web client makes it: for browser journeys and
// benchmarks, which drive a built server from outside.

/** The codec of servers started without ENVELOPE_KEY (or with the one in the environment). */
export const testEnvelopeCodec = createNodeEnvelopeCodec(
  process.env.ENVELOPE_KEY ?? DEVELOPMENT_ENVELOPE_KEY,
);

/** POSTs the encrypted body; answers the decrypted data, or throws with the code and message. */
export async function encryptedCall<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const codec = testEnvelopeCodec;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': ENVELOPE_CONTENT_TYPE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: codec.encrypt(body),
  });
  const reply = codec.decrypt(await response.text()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${path} answered ${reply.code} ${reply.msg}`);
  return reply.data;
}
