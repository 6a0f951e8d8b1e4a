import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isIpAddress } from '@yzfk/contract/calls/ip-range';
import type { TDb } from '../../platform/db/database';
import { authorisations, organisationUsers, organisations } from './organisation.schema';
import { users } from './user.schema';

export type TAuthorisation = typeof authorisations.$inferSelect;
export type TOrganisation = typeof organisations.$inferSelect;

/** SQL for organisations, their members and IP ranges, and authorisations. */
export function createAuthorisationRepository(db: TDb) {
  return {
    /** Valid authorisations of a user: personal ones and those of the user's organisations. */
    async validForUser(userId: number, at: Date): Promise<TAuthorisation[]> {
      const memberOf = db
        .select({ id: organisationUsers.organisationId })
        .from(organisationUsers)
        .where(eq(organisationUsers.userId, userId));
      return db
        .select()
        .from(authorisations)
        .where(
          and(
            gt(authorisations.expiresAt, at),
            sql`(${authorisations.userId} = ${userId} or ${authorisations.organisationId} in ${memberOf})`,
          ),
        )
        .orderBy(authorisations.id);
    },

    /** Valid authorisations of some organisations. */
    async validForOrganisations(organisationIds: number[], at: Date): Promise<TAuthorisation[]> {
      if (organisationIds.length === 0) return [];
      return db
        .select()
        .from(authorisations)
        .where(
          and(
            inArray(authorisations.organisationId, organisationIds),
            gt(authorisations.expiresAt, at),
          ),
        )
        .orderBy(authorisations.id);
    },

    /**
     * Organisations of a site with a range that holds the address. The ranges are typed `cidr`,
     * so no stored row can fail the comparison; the address comes from the socket or from
     * X-Forwarded-For of a trusted proxy, which may carry anything, so it is read first.
     */
    async organisationsForIp(siteId: number, ip: string): Promise<TOrganisation[]> {
      if (!isIpAddress(ip)) return [];
      return db
        .select()
        .from(organisations)
        .where(
          and(
            eq(organisations.siteId, siteId),
            sql`${ip}::inet <<= any(${organisations.ipRanges})`,
          ),
        )
        .orderBy(organisations.id);
    },

    async findOrganisation(id: number): Promise<TOrganisation | undefined> {
      const rows = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
      return rows[0];
    },

    async createOrganisation(fields: typeof organisations.$inferInsert): Promise<TOrganisation> {
      const [row] = await db.insert(organisations).values(fields).returning();
      if (!row) throw new Error('organisation insert returned no row');
      return row;
    },

    async addMember(organisationId: number, userId: number): Promise<void> {
      await db.insert(organisationUsers).values({ organisationId, userId }).onConflictDoNothing();
    },

    /**
     * Locks the user's row until the transaction ends, so that two grants to one user (two
     * codes redeemed at once) take turns rather than both creating an authorisation. `no key
     * update`, not `update`: rows that name the user (a redeemed code, the authorisation) hold
     * KEY SHARE locks on it through their foreign keys, which `update` would wait for and so
     * deadlock two grants; `no key update` waits only for the other grant.
     */
    async lockUser(userId: number): Promise<void> {
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
    },

    /** The user's personal authorisation of a name that lasts longest, expired or not. */
    async latestPersonal(
      siteId: number,
      userId: number,
      name: string,
    ): Promise<TAuthorisation | undefined> {
      const rows = await db
        .select()
        .from(authorisations)
        .where(
          and(
            eq(authorisations.siteId, siteId),
            eq(authorisations.userId, userId),
            eq(authorisations.authType, 1),
            eq(authorisations.name, name),
          ),
        )
        .orderBy(desc(authorisations.expiresAt), desc(authorisations.id))
        .limit(1);
      return rows[0];
    },

    async setExpiry(id: number, expiresAt: Date): Promise<TAuthorisation> {
      const [row] = await db
        .update(authorisations)
        .set({ expiresAt })
        .where(eq(authorisations.id, id))
        .returning();
      if (!row) throw new Error('authorisation update returned no row');
      return row;
    },

    async grant(fields: typeof authorisations.$inferInsert): Promise<TAuthorisation> {
      const [row] = await db.insert(authorisations).values(fields).returning();
      if (!row) throw new Error('authorisation insert returned no row');
      return row;
    },
  };
}

export type TAuthorisationRepository = ReturnType<typeof createAuthorisationRepository>;
