import type { z } from 'zod';
import type { redeemActivationCall } from '@yzfk/contract/calls/activation';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth, type TClient } from '../../platform/http/auth';
import { ipLimitKey } from '../../platform/rate-limit/ip-limit-key';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { toAuthEntry } from '../identity/login-result';
import { createOrganisationAdmin } from '../identity/organisation-admin.service';
import { hashActivationCode } from './activation-code';
import { createActivationRepository } from './activation.repository';

/**
 * Wrong codes (unknown, used by someone else, expired) allowed per window: per user, and per
 * client address (IPv6 by /64), whose limit is higher because a class behind one NAT redeems
 * together. Past either, every try is refused (4029) until the window that opened at the first
 * wrong try is over; the right code included, so guessing gains nothing.
 */
export const ACTIVATION_WRONG_PER_USER = 10;
export const ACTIVATION_WRONG_PER_IP = 30;
export const ACTIVATION_WRONG_WINDOW_S = 3600;

type TDeps = {
  db: TDb;
  /** The key of the codes' hashes (TOKEN_SECRET). */
  secret: string;
  limiter: TRateLimiter;
  now: () => Date;
  /** The login result after the user gained an authorisation (the identity module's rule). */
  afterGrant: (auth: TAuth, client: TClient, gainedId: number) => Promise<TLoginResult>;
};

function tooMany(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(4029, `激活码错误次数过多，请 ${minutes} 分钟后再试`, {
    retryAfterSeconds,
  });
}

/** Redeems activation codes for the logged-in user. */
export function createRedeemActivation(deps: TDeps) {
  const limitsOf = (userId: number, client: TClient): [string, number][] => [
    [`activation:user:${userId}`, ACTIVATION_WRONG_PER_USER],
    [`activation:ip:${ipLimitKey(client.ip)}`, ACTIVATION_WRONG_PER_IP],
  ];

  /** Counts a wrong try against every limit. */
  async function countWrongTry(limits: [string, number][]): Promise<void> {
    for (const [key, limit] of limits) {
      await deps.limiter.hit(key, limit, ACTIVATION_WRONG_WINDOW_S);
    }
  }

  /**
   * Spends a (normalised) code for the caller: 4106 when not logged in as a user; 4029 once
   * too many wrong tries; 4130 unknown, 4131 used, 4132 past its batch's valid-until. The code
   * and the authorisation change in one transaction: a failure leaves neither.
   */
  return async function redeem(
    auth: TAuth,
    client: TClient,
    code: string,
  ): Promise<z.input<(typeof redeemActivationCall)['data']>> {
    const userId = requireUser(auth);
    const limits = limitsOf(userId, client);
    for (const [key, limit] of limits) {
      const state = await deps.limiter.peek(key, limit);
      if (!state.allowed) throw tooMany(state.retryAfterSeconds);
    }
    const codeHash = hashActivationCode(deps.secret, code);
    const at = deps.now();
    const granted = await deps.db.transaction(async (tx) => {
      const codes = createActivationRepository(tx);
      const claimed = await codes.claim(auth.siteId, codeHash, userId, at);
      if (!claimed) return undefined;
      const { authorisation, extended } = await createOrganisationAdmin(tx).extendPersonal({
        siteId: auth.siteId,
        userId,
        name: claimed.batch.authName,
        days: claimed.batch.days,
        now: at,
      });
      await codes.setAuthorisation(claimed.codeId, authorisation.id);
      return { authorisation, extended, days: claimed.batch.days };
    });

    if (!granted) {
      const found = await createActivationRepository(deps.db).find(auth.siteId, codeHash);
      if (found?.redeemedAt && found.redeemedBy === userId) {
        // Typed again by the one who redeemed it: no guess, so no wrong try.
        throw new AppError(4131, '您已使用过该激活码，授权已在“我的授权”中');
      }
      await countWrongTry(limits);
      if (!found) throw new AppError(4130);
      if (found.redeemedAt) throw new AppError(4131);
      throw new AppError(4132);
    }

    const login = await deps.afterGrant(auth, client, granted.authorisation.id);
    return {
      ...login,
      granted: toAuthEntry(granted.authorisation),
      days: granted.days,
      extended: granted.extended,
    };
  };
}

export type TRedeemActivation = ReturnType<typeof createRedeemActivation>;
