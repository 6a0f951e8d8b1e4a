import type { z } from 'zod';
import type { redeemActivationCall } from '@yzfk/contract/calls/activation';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth, type TClient } from '../../platform/http/auth';
import { ipLimitKey } from '../../platform/rate-limit/ip-limit-key';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import { E } from '@yzfk/contract/error-codes';
import type { TAuthorisation } from '../identity/login.service';
import { hashActivationCode } from './activation-code';
import type { TBookUnlock, TUnlockBook } from './activation.types';
import type { TActivationRepository } from './activation.repository';

/**
 * Wrong codes (unknown, used by someone else, expired) allowed per window: per user, and per
 * client address (IPv6 by /64), whose limit is higher because a class behind one NAT redeems
 * together. Past either, every try is refused (4029) until the window that opened at the first
 * wrong try is over; the right code included, so guessing gains nothing.
 */
export const ACTIVATION_WRONG_PER_USER = 10;
export const ACTIVATION_WRONG_PER_IP = 30;
export const ACTIVATION_WRONG_WINDOW_S = 3600;

/** What extending a user's personal authorisation of a name answers (the identity module's rule). */
export type TExtendPersonal = (
  tx: TDb,
  input: { siteId: number; userId: number; name: string; days: number; now: Date },
) => Promise<{ authorisation: TAuthorisation; extended: boolean }>;

type TDeps = {
  db: TDb;
  /** The activation tables, in the database or in a redeem's transaction. */
  codesOf: (db: TDb) => Pick<TActivationRepository, 'find' | 'claim' | 'setAuthorisation'>;
  /** Adds a code's days to the user's personal authorisation, in the code's transaction. */
  extendPersonal: TExtendPersonal;
  /** The key of the codes' hashes (TOKEN_SECRET). */
  secret: string;
  limiter: TRateLimiter;
  now: () => Date;
  /** The login result after the user gained an authorisation (the identity module's rule). */
  afterGrant: (auth: TAuth, client: TClient, gainedId: number) => Promise<TLoginResult>;
  unlockBook: TUnlockBook;
  /** An authorisation as the client lists it (the identity module's presenter). */
  authEntryOf: (authorisation: TAuthorisation) => TAuthEntry;
};

/** Which codes a redeem accepts: any (the 获取授权 dialog), or a book's only (/flks/book/redeem). */
export type TRedeemScope = { kind: 'any' } | { kind: 'book'; bookId?: number };

/** What a redeemed code gave: an authorisation's days, or a book unlocked. */
export type TRedeemed =
  | { kind: 'auth'; authorisationId: number; granted: TAuthEntry; days: number; extended: boolean }
  | ({ kind: 'book' } & TBookUnlock);

function tooMany(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(E.tooManyRequests, `激活码错误次数过多，请 ${minutes} 分钟后再试`, {
    retryAfterSeconds,
  });
}

/** Redeems activation codes for the logged-in user: authorisation codes and book codes. */
export function createRedeemActivation(deps: TDeps) {
  const limitsOf = (userId: number, client: TClient): [string, number][] => [
    [`activation:user:${userId}`, ACTIVATION_WRONG_PER_USER],
    [`activation:ip:${ipLimitKey(client.ip)}`, ACTIVATION_WRONG_PER_IP],
  ];

  /**
   * Counts the try against every limit before any code is read, so parallel tries cannot all
   * pass a check made before any of them is counted; a refused try takes its counts back (it
   * read no code) and throws 4029.
   */
  async function countTry(limits: [string, number][]): Promise<void> {
    const results = await Promise.all(
      limits.map(([key, limit]) => deps.limiter.hit(key, limit, ACTIVATION_WRONG_WINDOW_S)),
    );
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return;
    await takeBack(limits);
    throw tooMany(Math.max(...refused.map((result) => result.retryAfterSeconds)));
  }

  /** Takes back a try that turned out no wrong guess. */
  async function takeBack(limits: [string, number][]): Promise<void> {
    await Promise.all(limits.map(([key]) => deps.limiter.undo(key)));
  }

  /**
   * Refuses, before anything is spent, a right code the scope does not take: an authorisation
   * code at /flks/book/redeem (4964), another book's code on a book's page (4963). These are
   * no guesses, so they count as no wrong try.
   */
  function checkScope(scope: TRedeemScope, bookId: number | null | undefined): void {
    if (scope.kind !== 'book' || bookId === undefined) return;
    if (bookId === null) throw new AppError(E.bookCodeNotBook);
    if (scope.bookId !== undefined && scope.bookId !== bookId)
      throw new AppError(E.bookCodeOtherBook);
  }

  /**
   * Spends a (normalised) code for the caller: 4106 when not logged in as a user; 4029 once
   * too many wrong tries; 4130 unknown, 4131 used, 4132 past its batch's valid-until. The code
   * and what it gives (an authorisation, or a book unlocked) change in one transaction: a
   * failure leaves neither. A book code its own redeemer types again answers the book again.
   */
  async function redeemCode(
    auth: TAuth,
    client: TClient,
    code: string,
    scope: TRedeemScope,
  ): Promise<TRedeemed> {
    const userId = requireUser(auth);
    const limits = limitsOf(userId, client);
    await countTry(limits);
    const guessed = await tryCode(auth, userId, code, scope).catch(async (error: unknown) => {
      // A right code (granted or refused for its scope) or a failure is no wrong guess.
      await takeBack(limits);
      throw error;
    });
    if (guessed.kind === 'wrong') throw guessed.error;
    await takeBack(limits);
    return guessed.redeemed;
  }

  /**
   * Reads and spends the code: what it gave, or the wrong guess's refusal (4130, 4131, 4132)
   * returned (not thrown) so the caller keeps the try counted.
   */
  async function tryCode(
    auth: TAuth,
    userId: number,
    code: string,
    scope: TRedeemScope,
  ): Promise<{ kind: 'right'; redeemed: TRedeemed } | { kind: 'wrong'; error: AppError }> {
    const codeHash = hashActivationCode(deps.secret, code);
    const at = deps.now();
    const before = await deps.codesOf(deps.db).find(auth.siteId, codeHash);
    checkScope(scope, before?.bookId);
    if (before?.redeemedAt && before.redeemedBy === userId && before.bookId !== null) {
      const bookId = before.bookId;
      const again = await deps.db.transaction((tx) => deps.unlockBook(tx, userId, bookId, at));
      return { kind: 'right', redeemed: { kind: 'book', ...again } };
    }
    const granted = await deps.db.transaction(async (tx): Promise<TRedeemed | undefined> => {
      const codes = deps.codesOf(tx);
      const claimed = await codes.claim(auth.siteId, codeHash, userId, at);
      if (!claimed) return undefined;
      if (claimed.batch.bookId !== null) {
        const unlock = await deps.unlockBook(tx, userId, claimed.batch.bookId, at);
        return { kind: 'book', ...unlock };
      }
      const { authorisation, extended } = await deps.extendPersonal(tx, {
        siteId: auth.siteId,
        userId,
        name: claimed.batch.authName,
        days: claimed.batch.days,
        now: at,
      });
      await codes.setAuthorisation(claimed.codeId, authorisation.id);
      return {
        kind: 'auth',
        authorisationId: authorisation.id,
        granted: deps.authEntryOf(authorisation),
        extended,
        days: claimed.batch.days,
      };
    });
    if (granted) return { kind: 'right', redeemed: granted };

    const found = await deps.codesOf(deps.db).find(auth.siteId, codeHash);
    if (found?.redeemedAt && found.redeemedBy === userId) {
      // Typed again by the one who redeemed it: no guess, so no wrong try.
      throw new AppError(E.activationCodeUsed, '您已使用过该激活码，授权已在“我的授权”中');
    }
    if (!found) return { kind: 'wrong', error: new AppError(E.activationCodeUnknown) };
    if (found.redeemedAt) return { kind: 'wrong', error: new AppError(E.activationCodeUsed) };
    return { kind: 'wrong', error: new AppError(E.activationCodeExpired) };
  }

  return {
    redeemCode,
    /** The 获取授权 dialog's redeem: the login result as it now stands and what the code gave. */
    async redeem(
      auth: TAuth,
      client: TClient,
      code: string,
    ): Promise<z.input<(typeof redeemActivationCall)['data']>> {
      const result = await redeemCode(auth, client, code, { kind: 'any' });
      if (result.kind === 'book') {
        // No authorisation was gained: the session keeps the one it reads under.
        const login = await deps.afterGrant(auth, client, 0);
        const book = { bookId: result.bookId, title: result.title };
        return { ...login, granted: null, days: 0, extended: false, book };
      }
      const login = await deps.afterGrant(auth, client, result.authorisationId);
      return {
        ...login,
        granted: result.granted,
        days: result.days,
        extended: result.extended,
        book: null,
      };
    },
  };
}
