import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
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

/**
 * Fresh IVs come from a pool of random bytes refilled 4 KiB at a time: one call into the
 * random source per 341 messages instead of one per message (it showed in profiles).
 */
function createIvSource(): () => Buffer {
  const POOL_BYTES = IV_BYTES * 341;
  let pool = randomBytes(POOL_BYTES);
  let offset = 0;
  return () => {
    if (offset + IV_BYTES > POOL_BYTES) {
      pool = randomBytes(POOL_BYTES);
      offset = 0;
    }
    const iv = pool.subarray(offset, offset + IV_BYTES);
    offset += IV_BYTES;
    return iv;
  };
}

/** Creates the server-side codec for one key. */
export function createNodeEnvelopeCodec(keyBase64: string): TNodeEnvelopeCodec {
  // A KeyObject, made once: on Node 24 (OpenSSL 3.5) a raw key costs every cipher about three
  // times as much to set up (24 µs against 7 µs per 1.5 KB reply here), a KeyObject does not.
  const key = createSecretKey(decodeNodeKey(keyBase64));
  const nextIv = createIvSource();

  function encryptText(plain: string): string {
    const iv = nextIv();
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = cipher.update(plain, 'utf8');
    const last = cipher.final();
    const out = Buffer.allocUnsafe(IV_BYTES + sealed.length + last.length + TAG_BYTES);
    iv.copy(out, 0);
    sealed.copy(out, IV_BYTES);
    last.copy(out, IV_BYTES + sealed.length);
    cipher.getAuthTag().copy(out, IV_BYTES + sealed.length + last.length);
    return out.toString('base64');
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
