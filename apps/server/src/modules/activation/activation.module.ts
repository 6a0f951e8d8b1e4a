import type { FastifyInstance } from 'fastify';
import type { TAuth, TClient } from '../../platform/http/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import { createActivationAdmin } from './activation-admin.service';
import { registerActivationRoutes } from './activation.routes';
import { createRedeemActivation } from './redeem-activation';
import type { TUnlockBook } from './activation.types';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import type { TAuthorisation } from '../identity/login.service';
import { createOrganisationAdmin } from '../identity/organisation-admin.service';
import { createActivationRepository } from './activation.repository';

/**
 * Activation codes: operators issue batches, users redeem a code for a personal authorisation
 * (written through the identity module's service, in the same transaction as the code).
 */
export function createActivationModule(
  { config, database, now, rateLimiter }: TPlatform,
  deps: {
    siteIdByCode: (code: string) => Promise<number | undefined>;
    afterGrant: (auth: TAuth, client: TClient, gainedId: number) => Promise<TLoginResult>;
    unlockBook: TUnlockBook;
    authEntryOf: (authorisation: TAuthorisation) => TAuthEntry;
    bookTitle: (bookId: number) => Promise<string | undefined>;
  },
) {
  const secret = config.TOKEN_SECRET;
  const redeem = createRedeemActivation({
    db: database.db,
    codesOf: createActivationRepository,
    extendPersonal: (tx, input) => createOrganisationAdmin(tx).extendPersonal(input),
    secret,
    limiter: rateLimiter,
    now,
    afterGrant: deps.afterGrant,
    unlockBook: deps.unlockBook,
    authEntryOf: deps.authEntryOf,
  });
  const admin = createActivationAdmin({
    db: database.db,
    secret,
    now,
    siteIdByCode: deps.siteIdByCode,
    bookTitle: deps.bookTitle,
  });
  return {
    /** Redeeming codes: the book module redeems book codes through it. */
    redeem,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerActivationRoutes(app, { ...calls, redeem, admin });
    },
  };
}
