import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed media links: /media/<id>?exp=<unix s>&sid=<session id>&sig=<HMAC-SHA256, base64url>.
// Media elements cannot send the bearer header, so the link carries its own proof: made by us
// (the signature, under a key derived from TOKEN_SECRET), for this file and this session, until
// `exp`. Nothing is stored per link (decision 0018).

/** Where media files are served; the link's path is `${MEDIA_PATH}/<id>`. */
export const MEDIA_PATH = '/media';

/** What a link grants: one file, to one session, until a second. */
export type TMediaLinkClaims = { fileId: number; sessionId: string; expiresAtS: number };

/** Why a link is refused: no or a malformed signature part, a wrong signature, run out. */
export type TMediaLinkCheck =
  { ok: true; claims: TMediaLinkClaims } | { ok: false; reason: 'unsigned' | 'forged' | 'expired' };

const EXP = /^[1-9][0-9]{0,11}$/;
const SID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

/** Signs and checks media links with a key derived from the token secret. */
export function createMediaLinks(tokenSecret: string) {
  // A key of its own: a media signature can never pass for an access token's, or the reverse.
  const key = createHmac('sha256', tokenSecret).update('yzfk media links v1').digest();
  const signatureOf = (claims: TMediaLinkClaims) =>
    createHmac('sha256', key)
      .update(`${claims.fileId}\n${claims.expiresAtS}\n${claims.sessionId}`)
      .digest();

  return {
    /** The link (path and query) to a file for a session until a second. */
    sign(claims: TMediaLinkClaims): string {
      const query = new URLSearchParams({
        exp: String(claims.expiresAtS),
        sid: claims.sessionId,
        sig: signatureOf(claims).toString('base64url'),
      });
      return `${MEDIA_PATH}/${claims.fileId}?${query.toString()}`;
    },

    /**
     * Checks a link's query for a file at a second. The signature is checked before the time,
     * so a forged link never learns whether its `exp` would have counted.
     */
    check(fileId: number, query: unknown, nowS: number): TMediaLinkCheck {
      const { exp, sid, sig } = (query ?? {}) as Record<string, unknown>;
      if (typeof exp !== 'string' || typeof sid !== 'string' || typeof sig !== 'string') {
        return { ok: false, reason: 'unsigned' };
      }
      if (!EXP.test(exp) || !SID.test(sid) || !SIG.test(sig)) {
        return { ok: false, reason: 'unsigned' };
      }
      const claims = { fileId, sessionId: sid, expiresAtS: Number(exp) };
      const given = Buffer.from(sig, 'base64url');
      const expected = signatureOf(claims);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'forged' };
      }
      if (claims.expiresAtS <= nowS) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

export type TMediaLinks = ReturnType<typeof createMediaLinks>;
