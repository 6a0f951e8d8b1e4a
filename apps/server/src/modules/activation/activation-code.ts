import { createHmac, randomBytes } from 'node:crypto';
import {
  ACTIVATION_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_GROUP,
} from '@yzfk/contract/calls/activation';

// Making, hashing and deriving activation codes. A code is 12 symbols of a 32-symbol alphabet
// (60 bits); 32 divides 256, so a random byte's low five bits pick a symbol without bias.

/** Symbols of some bytes: the low five bits of each. */
function symbolsOf(bytes: Buffer): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++) {
    code += ACTIVATION_ALPHABET[(bytes[i] ?? 0) & 31];
  }
  return code;
}

/** A fresh random code, normalised (no dashes). */
export function newActivationCode(): string {
  return symbolsOf(randomBytes(ACTIVATION_CODE_LENGTH));
}

/**
 * The demo seed's code number `index`: derived from the secret, so each start can print the
 * unused ones again while the database holds only their hashes.
 */
export function demoActivationCode(secret: string, index: number): string {
  return symbolsOf(createHmac('sha256', secret).update(`demo-activation-code:${index}`).digest());
}

/** The keyed hash a normalised code is stored and looked up by. */
export function hashActivationCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`activation-code:${code}`).digest('hex');
}

/** What an operator may see of a stored code: its first group, e.g. ABCD. */
export function activationPrefix(code: string): string {
  return code.slice(0, ACTIVATION_GROUP);
}
