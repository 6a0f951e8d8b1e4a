import { SECONDS_PER_DAY } from '@yzfk/contract/constants';
import type { TSweepStep } from '../../platform/jobs/housekeeping';
import type { TOAuthStateRepository } from './oauth-state.repository';
import type { TSmsCodeRepository } from './sms-code.repository';

/**
 * How long an expired SMS code or WeChat state is kept: for a day a late try still hears
 * "expired" (4102) rather than "wrong" (4101).
 */
export const EXPIRED_CODE_GRACE_SECONDS = SECONDS_PER_DAY;

const graceCutoff = (at: Date) => new Date(at.getTime() - EXPIRED_CODE_GRACE_SECONDS * 1000);

/** The identity module's housekeeping: expired SMS codes and WeChat authorisation states. */
export function createIdentitySweepSteps(repositories: {
  smsCodes: TSmsCodeRepository;
  oauthStates: TOAuthStateRepository;
}): TSweepStep[] {
  return [
    {
      name: 'sms_codes',
      deleteBatch: (at, limit) => repositories.smsCodes.deleteExpiredBefore(graceCutoff(at), limit),
    },
    {
      name: 'oauth_states',
      deleteBatch: (at, limit) =>
        repositories.oauthStates.deleteExpiredBefore(graceCutoff(at), limit),
    },
  ];
}
