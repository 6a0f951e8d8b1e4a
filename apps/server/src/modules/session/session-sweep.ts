import { SECONDS_PER_DAY, SESSION_COOKIE_DAYS } from '@yzfk/contract/constants';
import type { TSweepStep } from '../../platform/jobs/housekeeping';
import type { TSessionRepository } from './session.repository';

/**
 * How long an ended (revoked) session is kept: its client is told why (5007, 5008) rather than
 * 5015 on its next call. Only the access token's 15 minutes strictly need it (the web client
 * treats every refused refresh alike); a day costs little, as ends are one per login or logout.
 */
export const ENDED_SESSION_GRACE_SECONDS = SECONDS_PER_DAY;

/**
 * How long a session that ran out, or an unused refresh token that expired, is kept: longer
 * than an access token lives, so a call still carrying one hears 5002. Short, because these are
 * the many: every anonymous visitor who does not come back.
 */
export const EXPIRED_SESSION_GRACE_SECONDS = 3600;

/**
 * How long a used refresh token of a live session is kept: as long as the browser cookie that
 * held it lives (7 days). Presenting it again is how a stolen token is detected (the session
 * ends), so it must be recognisable for as long as its rightful holder could still send it.
 */
export const USED_REFRESH_TOKEN_KEEP_SECONDS = SESSION_COOKIE_DAYS * SECONDS_PER_DAY;

const before = (at: Date, seconds: number) => new Date(at.getTime() - seconds * 1000);

/** The session module's housekeeping: ended sessions (with their tokens), then spent tokens. */
export function createSessionSweepSteps(sessions: TSessionRepository): TSweepStep[] {
  return [
    {
      name: 'sessions',
      deleteBatch: (at, limit) =>
        sessions.deleteEndedBefore(
          {
            revokedBefore: before(at, ENDED_SESSION_GRACE_SECONDS),
            expiredBefore: before(at, EXPIRED_SESSION_GRACE_SECONDS),
          },
          limit,
        ),
    },
    {
      name: 'refresh_tokens',
      deleteBatch: (at, limit) =>
        sessions.deleteSpentRefreshTokens(
          {
            expiredBefore: before(at, EXPIRED_SESSION_GRACE_SECONDS),
            usedBefore: before(at, USED_REFRESH_TOKEN_KEEP_SECONDS),
          },
          limit,
        ),
    },
  ];
}
