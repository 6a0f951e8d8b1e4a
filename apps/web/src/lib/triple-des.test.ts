import { describe, expect, it } from 'vitest';
import { decryptTripleDes, encryptTripleDes } from './triple-des';

// Vectors computed with Node: crypto.createCipheriv('des-ede3', Buffer.from(key), null)
// (triple DES, ECB, PKCS7 padding), output as hex.
const VECTORS = [
  {
    key: 'yzfk-dev-multiple-login!',
    text: '手机登录:rt_abc123',
    hex: 'a814a7157de9b668c49b3356bf07dbbb5abeba73b6adbf55',
  },
  { key: '0123456789abcdefghijklmn', text: '', hex: 'c46c5fe1558764e3' },
];

describe('triple DES (ECB, PKCS7, hex)', () => {
  it.each(VECTORS)('encrypts "$text" byte for byte like Node', ({ key, text, hex }) => {
    expect(encryptTripleDes(text, key)).toBe(hex);
  });

  it.each(VECTORS)('decrypts the Node vector back to "$text"', ({ key, text, hex }) => {
    expect(decryptTripleDes(hex, key)).toBe(text);
  });

  it('round-trips longer Chinese JSON', () => {
    const text = JSON.stringify({ nickName: '张三', authNames: ['某某大学图书馆'] });
    const key = 'yzfk-dev-multiple-login!';
    expect(decryptTripleDes(encryptTripleDes(text, key), key)).toBe(text);
  });

  it('answers undefined for text that is not its ciphertext', () => {
    expect(decryptTripleDes('not hex', 'yzfk-dev-multiple-login!')).toBeUndefined();
    expect(decryptTripleDes('abc', 'yzfk-dev-multiple-login!')).toBeUndefined();
  });
});
