import { describe, expect, it } from 'vitest';
import { createNodeEnvelopeCodec } from './node-codec';
import { createWebEnvelopeCodec } from './web-codec';
import { DEVELOPMENT_ENVELOPE_KEY, EnvelopeError } from './wire-format';

const key = DEVELOPMENT_ENVELOPE_KEY;
const otherKey = Buffer.alloc(32, 7).toString('base64');
const message = {
  domainName: 'localhost',
  中文: '有章法考',
  list: [1, 2, 3],
  nested: { ok: true },
};

function flipByte(body: string, index: number): string {
  const bytes = Buffer.from(body, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof EnvelopeError ? error.reason : 'other';
  }
}

describe('envelope codec', () => {
  const node = createNodeEnvelopeCodec(key);
  const web = createWebEnvelopeCodec(key);

  it('round-trips on the server side', () => {
    expect(node.decrypt(node.encrypt(message))).toEqual(message);
  });

  it('round-trips on the browser side', async () => {
    expect(await web.decrypt(await web.encrypt(message))).toEqual(message);
  });

  it('lets the server read what the browser wrote, and the other way round', async () => {
    expect(node.decrypt(await web.encrypt(message))).toEqual(message);
    expect(await web.decrypt(node.encrypt(message))).toEqual(message);
  });

  it('uses a fresh IV for every message, across refills of its random pool', () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      ivs.add(Buffer.from(node.encrypt(message), 'base64').subarray(0, 12).toString('hex'));
    }
    expect(ivs.size).toBe(1000);
  });

  it('detects tampering with the IV, the ciphertext and the tag', async () => {
    const body = node.encrypt(message);
    const length = Buffer.from(body, 'base64').length;
    for (const index of [0, 12, length - 1]) {
      const tampered = flipByte(body, index);
      expect(() => node.decrypt(tampered)).toThrow(EnvelopeError);
      expect(await reasonOf(web.decrypt(tampered))).toBe('authentication');
    }
  });

  it('rejects a body sealed with another key', async () => {
    const foreign = createNodeEnvelopeCodec(otherKey).encrypt(message);
    expect(await reasonOf(Promise.resolve().then(() => node.decrypt(foreign)))).toBe(
      'authentication',
    );
  });

  it('names non-base64 and too-short bodies as encoding failures', async () => {
    expect(await reasonOf(Promise.resolve().then(() => node.decrypt('{"a":1}')))).toBe('encoding');
    expect(await reasonOf(Promise.resolve().then(() => node.decrypt('AAAA')))).toBe('encoding');
    expect(await reasonOf(web.decrypt('not base64!'))).toBe('encoding');
  });

  it('names a sealed body that is not JSON as a json failure', async () => {
    const sealed = node.encryptText('not json');
    expect(await reasonOf(Promise.resolve().then(() => node.decrypt(sealed)))).toBe('json');
    expect(await reasonOf(web.decrypt(sealed))).toBe('json');
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createNodeEnvelopeCodec('c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => createWebEnvelopeCodec('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
