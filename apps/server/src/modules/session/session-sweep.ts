import { SECONDS_PER_DAY, SESSION_COOKIE_DAYS } from '@yzfk/contract/constants';
import type { TSweepStep } from '../../platform/jobs/housekeeping';
import type { TSessionRepository } from './session.repository';

/**
 * How long an ended or expired session is kept. A client whose access token (15 minutes) still
 * names it is told why (5007, 5008, 5002) instead of 5015; after a day no client still holds a
 * live access token of it, and the web client treats every refusal of a refresh alike.
 */
export const ENDED_SESSION_GRACE_SECONDS = SECONDS_PER_DAY;

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
        sessions.deleteEndedBefore(before(at, ENDED_SESSION_GRACE_SECONDS), limit),
    },
    {
      name: 'refresh_tokens',
      deleteBatch: (at, limit) =>
        sessions.deleteSpentRefreshTokens(
          {
            expiredBefore: before(at, ENDED_SESSION_GRACE_SECONDS),
            usedBefore: before(at, USED_REFRESH_TOKEN_KEEP_SECONDS),
          },
          limit,
        ),
    },
  ];
}
