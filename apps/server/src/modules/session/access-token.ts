import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { zId, zUuid } from '@yzfk/contract/fields';
import { E } from '@yzfk/contract/error-codes';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import { AppError } from '../../platform/http/app-error';

// Access tokens are compact JWTs (HS256) naming a server-side session. The signature proves we
// issued it; the session row, checked on every request, decides whether it still counts.

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

// Claims are checked for the shape the session lookup needs, not only for being signed: a token
// signed with a leaked or test secret, or by an older build, must not carry a non-UUID into the
// sessions table's uuid column (PostgreSQL refuses it with an error, not a miss).
const ZClaimsSchema = z.object({
  /** Session id. */
  sid: zUuid(),
  /** Site id. */
  site: zId(),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type TAccessClaims = z.infer<typeof ZClaimsSchema>;

function sign(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/**
 * Signs access tokens and checks them (signature, shape, expiry). Tokens whose signature was
 * checked are remembered, so a visitor's repeated calls cost a map look-up, not an HMAC.
 */
export function createAccessTokens(secret: string) {
  const verified = createTtlCache<string, TAccessClaims>({
    ttlMs: 15 * 60_000,
    maxEntries: 50_000,
  });

  function checkSignature(token: string): TAccessClaims {
    const parts = token.split('.');
    const [header, payload, signature] = parts;
    if (parts.length !== 3 || header !== HEADER || !payload || !signature) {
      throw new AppError(E.tokenInvalid);
    }
    const expected = sign(secret, `${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(E.tokenInvalid);
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw new AppError(E.tokenInvalid);
    }
    const claims = ZClaimsSchema.safeParse(decoded);
    if (!claims.success) throw new AppError(E.tokenInvalid);
    return claims.data;
  }

  return {
    sign(claims: TAccessClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const signature = sign(secret, `${HEADER}.${payload}`).toString('base64url');
      return `${HEADER}.${payload}.${signature}`;
    },

    /** The token's claims; 5015 when it is not ours or malformed, 4011 when it has expired. */
    verify(token: string, nowSeconds: number): TAccessClaims {
      let claims = verified.get(token);
      if (!claims) {
        claims = checkSignature(token);
        verified.set(token, claims);
      }
      if (claims.exp <= nowSeconds) throw new AppError(E.tokenExpired);
      return claims;
    },
  };
}

export type TAccessTokens = ReturnType<typeof createAccessTokens>;
