import CryptoJS from 'crypto-js/core';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import TripleDES from 'crypto-js/tripledes';

// The spec's fixed symmetric cipher of the multiple-login cookie (section 9): triple DES,
// ECB, PKCS7, hex output. The key is the UTF-8 text of MULTIPLE_LOGIN_KEY (24 bytes).

const options = { mode: ECB, padding: Pkcs7 };

/** Encrypts UTF-8 text; answers lower-case hex. */
export function encryptTripleDes(text: string, key: string): string {
  return TripleDES.encrypt(Utf8.parse(text), Utf8.parse(key), options).ciphertext.toString(Hex);
}

/** Decrypts hex from encryptTripleDes; undefined when it is not valid ciphertext for the key. */
export function decryptTripleDes(hex: string, key: string): string | undefined {
  if (!/^(?:[0-9a-f]{16})+$/i.test(hex)) return undefined;
  try {
    const params = CryptoJS.lib.CipherParams.create({ ciphertext: Hex.parse(hex) });
    const plain = TripleDES.decrypt(params, Utf8.parse(key), options);
    // crypto-js does not check the padding: a wrong key leaves a negative or garbled length.
    if (plain.sigBytes < 0 || plain.sigBytes > hex.length / 2) return undefined;
    return plain.toString(Utf8);
  } catch {
    // Bytes that are not UTF-8: not ours.
    return undefined;
  }
}
