import { createHmac, timingSafeEqual } from 'node:crypto';

// The 证件号码 a candidate gives at registration is kept only as a keyed hash (HMAC-SHA256
// with a server secret, so a stolen table cannot be reversed by hashing every ID number) and
// in a masked form for the screens. Decision 0015.

/** The stored hash of an ID number (upper-cased, as the contract normalises it). */
export function hashIdNumber(secret: string, idNumber: string): string {
  return createHmac('sha256', secret)
    .update(`exam-id-number:${idNumber.toUpperCase()}`)
    .digest('hex');
}

/** Whether an ID number is the one whose hash is stored (constant time). */
export function idNumberMatches(secret: string, idNumber: string, storedHash: string): boolean {
  const given = Buffer.from(hashIdNumber(secret, idNumber), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** 1101**********1234: the first and last four kept (one each for numbers of 8 or fewer). */
export function maskIdNumber(idNumber: string): string {
  const keep = idNumber.length > 8 ? 4 : 1;
  const hidden = Math.max(idNumber.length - keep * 2, 1);
  return `${idNumber.slice(0, keep)}${'*'.repeat(hidden)}${idNumber.slice(-keep)}`;
}

/** 张** : a name as rankings show it. */
export function maskName(name: string): string {
  const chars = [...name];
  return `${chars[0] ?? ''}${'*'.repeat(Math.max(chars.length - 1, 1))}`;
}
