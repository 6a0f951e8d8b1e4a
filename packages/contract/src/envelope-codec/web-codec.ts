import {
  EnvelopeError,
  IV_BYTES,
  KEY_BYTES,
  assertWireText,
  parseEnvelopeJson,
} from './wire-format';

/** The browser's codec: Web Crypto, asynchronous. */
export type TWebEnvelopeCodec = {
  encrypt(value: unknown): Promise<string>;
  decrypt(body: string): Promise<unknown>;
};

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  // Chunked so that long bodies do not overflow the argument list of fromCharCode.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Creates the browser-side codec for one key (imported once, reused for every call). */
export function createWebEnvelopeCodec(keyBase64: string): TWebEnvelopeCodec {
  const raw = base64ToBytes(keyBase64);
  if (raw.length !== KEY_BYTES) {
    throw new Error(`envelope key must be ${KEY_BYTES} bytes of base64, got ${raw.length}`);
  }
  const keyPromise = crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  async function encrypt(value: unknown): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await keyPromise,
      encoder.encode(JSON.stringify(value)),
    );
    const out = new Uint8Array(IV_BYTES + sealed.byteLength);
    out.set(iv, 0);
    out.set(new Uint8Array(sealed), IV_BYTES);
    return bytesToBase64(out);
  }

  async function decrypt(body: string): Promise<unknown> {
    assertWireText(body);
    const bytes = base64ToBytes(body.trim());
    let plain: ArrayBuffer;
    try {
      plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
        await keyPromise,
        bytes.subarray(IV_BYTES),
      );
    } catch {
      throw new EnvelopeError('authentication', 'body failed authentication');
    }
    return parseEnvelopeJson(decoder.decode(plain));
  }

  return { encrypt, decrypt };
}
