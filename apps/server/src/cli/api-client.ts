// `npm run api -- <path> '<json>' [--token T] [--base URL]`: encrypts the body with the envelope
// key (ENVELOPE_KEY or the development key), calls the API, prints the decrypted reply as JSON.
// Exit code 0 when the reply says success, 1 when it does not, 2 for a usage or network error.
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  ENVELOPE_CONTENT_TYPE,
} from '@yzfk/contract/envelope-codec/wire-format';
import { API_TIMEOUT_MS } from '@yzfk/contract/constants';
import { API_USAGE, parseApiArgs, type TApiArgs } from './parse-api-args';

async function callApi(args: TApiArgs): Promise<number> {
  const codec = createNodeEnvelopeCodec(process.env.ENVELOPE_KEY || DEVELOPMENT_ENVELOPE_KEY);
  const response = await fetch(`${args.base}${args.path}`, {
    method: 'POST',
    headers: {
      'content-type': ENVELOPE_CONTENT_TYPE,
      ...(args.token ? { authorization: `Bearer ${args.token}` } : {}),
    },
    body: codec.encrypt(args.body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const text = await response.text();
  let reply: unknown;
  try {
    reply = codec.decrypt(text);
  } catch {
    process.stderr.write(`HTTP ${response.status}; the reply is not an envelope:\n${text}\n`);
    return 2;
  }
  process.stderr.write(`HTTP ${response.status}\n`);
  process.stdout.write(`${JSON.stringify(reply, null, 2)}\n`);
  return (reply as { success?: unknown }).success === true ? 0 : 1;
}

let args: TApiArgs;
try {
  args = parseApiArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${API_USAGE}\n`);
  process.exit(2);
}
try {
  process.exit(await callApi(args));
} catch (error) {
  process.stderr.write(`request failed: ${(error as Error).message}\n`);
  process.exit(2);
}
