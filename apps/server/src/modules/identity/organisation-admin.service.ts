import { isCidr } from '@yzfk/contract/calls/identity-fields';
import { E } from '@yzfk/contract/error-codes';
import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { createAuthorisationRepository, type TAuthorisation } from './authorisation.repository';
import { createUserRepository } from './user.repository';

/**
 * What operators change in identity (organisations, members, authorisations), on a connection
 * or a transaction: the admin module's approvals write these with its own rows in one
 * transaction without touching identity's tables itself.
 */
export function createOrganisationAdmin(db: TDb) {
  const auths = createAuthorisationRepository(db);
  const users = createUserRepository(db);
  return {
    /** A new organisation with its unit authorisation (authType 2) until a time. */
    async createOrganisation(input: {
      siteId: number;
      unitName: string;
      ipRanges: string[];
      expiresAt: Date;
    }) {
      const { siteId, unitName, ipRanges, expiresAt } = input;
      // Applications stored before ranges were checked as PostgreSQL reads them may hold one
      // the cidr column refuses: say which, rather than fail the insert.
      const unreadable = ipRanges.find((range) => !isCidr(range));
      if (unreadable !== undefined) {
        throw new AppError(E.invalidParams, `IP 段 ${unreadable} 无法识别，不能据此开通机构`);
      }
      const organisation = await auths.createOrganisation({ siteId, unitName, ipRanges });
      const auth = await auths.grant({
        siteId,
        authType: 2,
        organisationId: organisation.id,
        name: unitName,
        expiresAt,
      });
      return { organisationId: organisation.id, authId: auth.id };
    },

    /** A personal authorisation (authType 1) for the user of a phone, created when new. */
    async grantPersonal(input: { siteId: number; phone: string; name: string; expiresAt: Date }) {
      const user = await users.findOrCreateByPhone(input.siteId, input.phone);
      const auth = await auths.grant({
        siteId: input.siteId,
        authType: 1,
        userId: user.id,
        name: input.name,
        expiresAt: input.expiresAt,
      });
      return { authId: auth.id, userId: user.id };
    },

    /**
     * Gives a user `days` more of the personal authorisation `name`: its latest one is extended
     * from its expiry (from `now` when it has run out), else a new one starts now. Run it in a
     * transaction: the user's row stays locked until it ends, so grants to one user take turns.
     */
    async extendPersonal(input: {
      siteId: number;
      userId: number;
      name: string;
      days: number;
      now: Date;
    }): Promise<{ authorisation: TAuthorisation; extended: boolean }> {
      await auths.lockUser(input.userId);
      const latest = await auths.latestPersonal(input.siteId, input.userId, input.name);
      const add = input.days * 86_400_000;
      if (latest) {
        const from = Math.max(latest.expiresAt.getTime(), input.now.getTime());
        return {
          authorisation: await auths.setExpiry(latest.id, new Date(from + add)),
          extended: true,
        };
      }
      const authorisation = await auths.grant({
        siteId: input.siteId,
        authType: 1,
        userId: input.userId,
        name: input.name,
        expiresAt: new Date(input.now.getTime() + add),
      });
      return { authorisation, extended: false };
    },

    /** Adds the user of a phone (created when new) to an organisation of the site; false when none. */
    async addMemberByPhone(input: { siteId: number; organisationId: number; phone: string }) {
      const organisation = await auths.findOrganisation(input.organisationId);
      if (!organisation || organisation.siteId !== input.siteId) return false;
      const user = await users.findOrCreateByPhone(input.siteId, input.phone);
      await auths.addMember(organisation.id, user.id);
      return true;
    },

    /** Adds a user to an organisation. */
    addMember: (organisationId: number, userId: number) => auths.addMember(organisationId, userId),
  };
}
