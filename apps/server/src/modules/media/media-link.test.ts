import { describe, expect, it } from 'vitest';
import { createMediaLinks } from './media-link';

const SECRET = 'a-test-token-secret-of-at-least-32-chars';
const SESSION = '3f0c9a52-6a1e-4b3e-9a57-0d1f2e3c4b5a';
const OTHER_SESSION = '11111111-2222-4333-8444-555555555555';
const NOW = 1_800_000_000;

function queryOf(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://x').searchParams);
}

describe('media links', () => {
  const links = createMediaLinks(SECRET);
  const link = links.sign({ fileId: 7, sessionId: SESSION, expiresAtS: NOW + 600 });

  it('name the file, the expiry, the session and a signature', () => {
    expect(link).toMatch(
      /^\/media\/7\?exp=1800000600&sid=3f0c9a52-6a1e-4b3e-9a57-0d1f2e3c4b5a&sig=[A-Za-z0-9_-]{43}$/,
    );
  });

  it('are accepted for their file and session until they expire', () => {
    expect(links.check(7, queryOf(link), NOW)).toEqual({
      ok: true,
      claims: { fileId: 7, sessionId: SESSION, expiresAtS: NOW + 600 },
    });
    expect(links.check(7, queryOf(link), NOW + 599).ok).toBe(true);
  });

  it('expire at their second', () => {
    expect(links.check(7, queryOf(link), NOW + 600)).toEqual({ ok: false, reason: 'expired' });
    expect(links.check(7, queryOf(link), NOW + 10_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused as forged for another file, session or expiry, or another secret', () => {
    const query = queryOf(link);
    expect(links.check(8, query, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(links.check(7, { ...query, sid: OTHER_SESSION }, NOW).ok).toBe(false);
    expect(links.check(7, { ...query, exp: String(NOW + 86_400) }, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const other = createMediaLinks(`${SECRET}-rotated`);
    expect(other.check(7, query, NOW)).toEqual({ ok: false, reason: 'forged' });
    const flipped = query.sig?.startsWith('A')
      ? `B${query.sig.slice(1)}`
      : `A${query.sig?.slice(1)}`;
    expect(links.check(7, { ...query, sig: flipped }, NOW).ok).toBe(false);
  });

  it('checks the signature before the time, so a forged link never reads as expired', () => {
    const query = { ...queryOf(link), exp: String(NOW - 1) };
    expect(links.check(7, query, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('are refused as unsigned without every part, or with parts of the wrong shape', () => {
    const query = queryOf(link);
    for (const bad of [
      undefined,
      {},
      { exp: query.exp, sid: query.sid },
      { ...query, sig: '' },
      { ...query, sig: `${query.sig}=` },
      { ...query, exp: '1e12' },
      { ...query, exp: '-5' },
      { ...query, sid: "' or 1=1 --" },
      { ...query, sid: SESSION.toUpperCase() },
      { ...query, sig: [query.sig, query.sig] },
    ]) {
      expect(links.check(7, bad, NOW), JSON.stringify(bad)).toEqual({
        ok: false,
        reason: 'unsigned',
      });
    }
  });
});
