import { createHmac, hkdfSync } from 'node:crypto';

// Each rotation's successor is an HMAC of the refresh token it replaces, under a key derived from
// TOKEN_SECRET. A request that presents a just-rotated token again (a second tab, a lost reply)
// is answered with the very same successor, recomputed, so the database never holds a token it
// could hand out: only SHA-256 hashes, as before (decision 0014).

/** Computes the one successor of a refresh token; the same every time it is asked for. */
export function createRefreshSuccessor(secret: string): (token: string) => string {
  // A key of its own, so a successor can never double as an access-token signature.
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'yzfk refresh-token successor', 32));
  return (token) => `rt_${createHmac('sha256', key).update(token).digest('base64url')}`;
}
