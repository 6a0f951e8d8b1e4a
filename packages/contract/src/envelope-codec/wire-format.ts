// The envelope wire format, shared by the browser and the server codecs:
//
//   body = base64( iv[12 bytes] || ciphertext || tag[16 bytes] )
//
// AES-256-GCM over the UTF-8 JSON text, a fresh random 96-bit IV per message, the 128-bit tag
// appended as Web Crypto does, no additional data. The key is 32 bytes given as base64.
// See docs/decisions/0002-envelope-cipher.md for why.

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** Content type of an encrypted request or reply body. */
export const ENVELOPE_CONTENT_TYPE = 'text/plain; charset=utf-8';

/**
 * Development key, documented in the README: anyone can read it, so production sets
 * ENVELOPE_KEY (the server refuses to start in production with this one).
 */
export const DEVELOPMENT_ENVELOPE_KEY = 'eXpmay1kZXZlbG9wbWVudC1lbnZlbG9wZS1rZXkhISE=';

/** Why a body could not be opened. */
export type TEnvelopeFailure = 'encoding' | 'authentication' | 'json';

/** Raised when a body is not valid base64 of the format, fails its tag, or is not JSON. */
export class EnvelopeError extends Error {
  constructor(
    readonly reason: TEnvelopeFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Checks that a text is canonical-looking base64 long enough to hold an IV and a tag. */
export function assertWireText(text: string): void {
  const trimmed = text.trim();
  if (trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) {
    throw new EnvelopeError('encoding', 'body is not base64');
  }
  if ((trimmed.length / 4) * 3 < IV_BYTES + TAG_BYTES) {
    throw new EnvelopeError('encoding', 'body is too short for the envelope format');
  }
}

/** Parses decrypted text as JSON, naming the failure the way callers need it. */
export function parseEnvelopeJson(plain: string): unknown {
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new EnvelopeError('json', 'decrypted body is not JSON');
  }
}
