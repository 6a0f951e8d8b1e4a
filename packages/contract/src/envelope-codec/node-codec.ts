import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  EnvelopeError,
  IV_BYTES,
  KEY_BYTES,
  TAG_BYTES,
  assertWireText,
  parseEnvelopeJson,
} from './wire-format';

/** The server's codec: synchronous node:crypto (a third faster than the async Web Crypto path). */
export type TNodeEnvelopeCodec = {
  encrypt(value: unknown): string;
  encryptText(plain: string): string;
  decrypt(body: string): unknown;
};

/** Decodes a base64 key and checks its length. */
export function decodeNodeKey(keyBase64: string): Buffer {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`envelope key must be ${KEY_BYTES} bytes of base64, got ${key.length}`);
  }
  return key;
}

/** Creates the server-side codec for one key. */
export function createNodeEnvelopeCodec(keyBase64: string): TNodeEnvelopeCodec {
  const key = decodeNodeKey(keyBase64);

  function encryptText(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return Buffer.concat([iv, body]).toString('base64');
  }

  function decrypt(body: string): unknown {
    assertWireText(body);
    const bytes = Buffer.from(body.trim(), 'base64');
    const iv = bytes.subarray(0, IV_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    let plain: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new EnvelopeError('authentication', 'body failed authentication');
    }
    return parseEnvelopeJson(plain);
  }

  return {
    encrypt: (value) => encryptText(JSON.stringify(value)),
    encryptText,
    decrypt,
  };
}
