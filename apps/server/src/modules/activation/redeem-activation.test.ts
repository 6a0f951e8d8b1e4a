import { describe, expect, it } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import type { TDb } from '../../platform/db/database';
import type { TClient } from '../../platform/http/auth';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { fakeOf } from '../../platform/testing/fake-of';
import { userAuth, visitorAuth } from '../../platform/testing/test-auth';
import type { TAuthorisation } from '../identity/login.service';
import { hashActivationCode } from './activation-code';
import type { TActivationRepository } from './activation.repository';
import {
  ACTIVATION_WRONG_PER_IP,
  ACTIVATION_WRONG_PER_USER,
  createRedeemActivation,
} from './redeem-activation';

// Redeeming a code as the redeemer meets it, without a database: what a code gives (an
// authorisation's days or a book), which refusal a wrong code answers, which refusals count as
// a wrong try against the limits, and that a blocked caller is refused before any code is read.

const AT = new Date('2026-11-20T02:00:00Z');
const SECRET = 'unit-test-secret';
const ME = userAuth(7);
const CLIENT: TClient = { ip: '203.0.113.9', userAgent: undefined };
const BOOK = 51;
const OTHER_BOOK = 52;

type TBatch = { authName: string; days: number; bookId: number | null; validUntil: Date };
type TCode = { batch: TBatch; redeemedBy: number | null; redeemedAt: Date | null };

const YEAR: TBatch = { authName: '年度会员', days: 365, bookId: null, validUntil: AT };
const BOOK_CARD: TBatch = { authName: '', days: 0, bookId: BOOK, validUntil: AT };

/** The codes of one test by their typed form: claimable while unredeemed and not expired. */
function codesTable(codes: Record<string, TCode & { expired?: boolean }>) {
  const byHash = new Map(
    Object.entries(codes).map(([code, row]) => [hashActivationCode(SECRET, code), row]),
  );
  const authorisationOf = new Map<number, number>();
  /** Every look-up of a code, in order. */
  const reads: string[] = [];
  const repository = fakeOf<TActivationRepository>('activation codes', {
    find: (_siteId, codeHash) => {
      reads.push('find');
      const row = byHash.get(codeHash);
      return Promise.resolve(
        row && {
          redeemedAt: row.redeemedAt,
          redeemedBy: row.redeemedBy,
          validUntil: row.batch.validUntil,
          bookId: row.batch.bookId,
        },
      );
    },
    claim: (_siteId, codeHash, userId, at) => {
      reads.push('claim');
      const row = byHash.get(codeHash);
      if (!row || row.redeemedAt || row.expired) return Promise.resolve(undefined);
      Object.assign(row, { redeemedBy: userId, redeemedAt: at });
      const batch = {
        id: 1,
        siteId: 1,
        count: 1,
        note: '',
        seedKey: null,
        createdAt: AT,
        ...row.batch,
      };
      return Promise.resolve({ codeId: 100, batch });
    },
    setAuthorisation: (codeId, authorisationId) => {
      authorisationOf.set(codeId, authorisationId);
      return Promise.resolve();
    },
  });
  return { repository, authorisationOf, reads };
}

/**
 * A limiter whose limits are reached for the keys given. `hits` holds the tries still counted:
 * every try is counted first and those that were no wrong guess are taken back.
 */
function limiterOf(blocked: string[] = []) {
  const hits: string[] = [];
  const limiter = fakeOf<TRateLimiter>('limiter', {
    hit: (key, limit) => {
      hits.push(`${key} ${limit}`);
      return Promise.resolve(
        blocked.includes(key)
          ? { allowed: false, retryAfterSeconds: 125 }
          : { allowed: true, retryAfterSeconds: 0 },
      );
    },
    undo: (key) => {
      const at = hits.findIndex((hit) => hit.startsWith(`${key} `));
      if (at < 0) throw new Error(`undo of ${key} without a hit`);
      hits.splice(at, 1);
      return Promise.resolve();
    },
  });
  return { limiter, hits };
}

const loginResult = (gainedId: number): TLoginResult => ({
  token: `token-after-${gainedId}`,
  refreshToken: 'refresh',
  expires_in: 7200,
  loginType: 1,
  ip: CLIENT.ip,
  isAuth: gainedId > 0,
  nickname: '',
  tokenExpiredType: 1,
  auths: [],
});

function redeemer(
  codes: Record<string, TCode & { expired?: boolean }>,
  options: { blocked?: string[] } = {},
) {
  const table = codesTable(codes);
  const { limiter, hits } = limiterOf(options.blocked);
  const db = fakeOf<TDb>('db', {
    transaction: ((work: (tx: TDb) => Promise<unknown>) => work(db)) as TDb['transaction'],
  });
  const service = createRedeemActivation({
    db,
    codesOf: () => table.repository,
    extendPersonal: (_tx, input) => {
      const authorisation: TAuthorisation = {
        id: 9,
        siteId: input.siteId,
        authType: 1,
        userId: input.userId,
        organisationId: null,
        name: input.name,
        expiresAt: new Date(input.now.getTime() + input.days * 86_400_000),
        createdAt: input.now,
      };
      return Promise.resolve({ authorisation, extended: false });
    },
    secret: SECRET,
    limiter,
    now: () => AT,
    afterGrant: (_auth, _client, gainedId) => Promise.resolve(loginResult(gainedId)),
    unlockBook: (_tx, _userId, bookId) =>
      Promise.resolve({ bookId, title: `图书 ${bookId}`, unlocked: true }),
    authEntryOf: (authorisation) => ({
      authId: authorisation.id,
      authType: authorisation.authType,
      unitName: authorisation.name,
      exiredTime: authorisation.expiresAt.toISOString(),
    }),
  });
  return { service, hits, authorisationOf: table.authorisationOf, reads: table.reads };
}

const fresh = (batch: TBatch): TCode => ({ batch, redeemedBy: null, redeemedAt: null });
const WRONG_TRY = [
  `activation:user:7 ${ACTIVATION_WRONG_PER_USER}`,
  `activation:ip:203.0.113.9 ${ACTIVATION_WRONG_PER_IP}`,
];

describe('redeeming an activation code', () => {
  it('grants an authorisation code its days and answers the login as it now stands', async () => {
    const { service, hits, authorisationOf } = redeemer({ ABCD: fresh(YEAR) });
    const reply = await service.redeem(ME, CLIENT, 'ABCD');
    expect(reply).toMatchObject({
      token: 'token-after-9',
      isAuth: true,
      granted: { authId: 9, unitName: '年度会员', exiredTime: '2027-11-20T02:00:00.000Z' },
      days: 365,
      extended: false,
      book: null,
    });
    expect(authorisationOf.get(100)).toBe(9);
    expect(hits).toEqual([]);
  });

  it('unlocks a book code, keeping the session’s authorisation, and again for its redeemer', async () => {
    const { service } = redeemer({ BOOK: fresh(BOOK_CARD) });
    expect(await service.redeem(ME, CLIENT, 'BOOK')).toMatchObject({
      token: 'token-after-0',
      granted: null,
      days: 0,
      book: { bookId: BOOK, title: `图书 ${BOOK}` },
    });
    expect(await service.redeemCode(ME, CLIENT, 'BOOK', { kind: 'book', bookId: BOOK })).toEqual({
      kind: 'book',
      bookId: BOOK,
      title: `图书 ${BOOK}`,
      unlocked: true,
    });
  });

  it('refuses on a book’s page a code of another book or an authorisation, as no wrong try', async () => {
    const { service, hits } = redeemer({ BOOK: fresh(BOOK_CARD), YEAR: fresh(YEAR) });
    await expect(
      service.redeemCode(ME, CLIENT, 'BOOK', { kind: 'book', bookId: OTHER_BOOK }),
    ).rejects.toMatchObject({ code: E.bookCodeOtherBook });
    await expect(
      service.redeemCode(ME, CLIENT, 'YEAR', { kind: 'book', bookId: BOOK }),
    ).rejects.toMatchObject({ code: E.bookCodeNotBook });
    expect(hits).toEqual([]);
  });

  it('answers an unknown, a used and an expired code by name, each a wrong try', async () => {
    const { service, hits } = redeemer({
      USED: { batch: YEAR, redeemedBy: 8, redeemedAt: AT },
      LATE: { ...fresh(YEAR), expired: true },
    });
    await expect(service.redeem(ME, CLIENT, 'NONE')).rejects.toMatchObject({
      code: E.activationCodeUnknown,
    });
    await expect(service.redeem(ME, CLIENT, 'USED')).rejects.toMatchObject({
      code: E.activationCodeUsed,
    });
    await expect(service.redeem(ME, CLIENT, 'LATE')).rejects.toMatchObject({
      code: E.activationCodeExpired,
    });
    expect(hits).toEqual([...WRONG_TRY, ...WRONG_TRY, ...WRONG_TRY]);
  });

  it('tells the one who redeemed a code that it is theirs already, as no wrong try', async () => {
    const { service, hits } = redeemer({ MINE: { batch: YEAR, redeemedBy: 7, redeemedAt: AT } });
    await expect(service.redeem(ME, CLIENT, 'MINE')).rejects.toMatchObject({
      code: E.activationCodeUsed,
      msg: '您已使用过该激活码，授权已在“我的授权”中',
    });
    expect(hits).toEqual([]);
  });

  it('refuses a blocked user or address before reading any code, with the minutes to wait', async () => {
    for (const key of ['activation:user:7', 'activation:ip:203.0.113.9']) {
      const { service, reads, hits } = redeemer({ ABCD: fresh(YEAR) }, { blocked: [key] });
      await expect(service.redeem(ME, CLIENT, 'ABCD')).rejects.toMatchObject({
        code: E.tooManyRequests,
        msg: '激活码错误次数过多，请 3 分钟后再试',
        retryAfterSeconds: 125,
      });
      expect(reads).toEqual([]);
      expect(hits).toEqual([]);
    }
  });

  it('asks a visitor to log in first', async () => {
    const { service } = redeemer({ ABCD: fresh(YEAR) });
    await expect(service.redeem(visitorAuth(), CLIENT, 'ABCD')).rejects.toMatchObject({
      code: E.loginRequired,
    });
  });
});
