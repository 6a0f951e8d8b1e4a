import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { lawPackLoads } from './law-pack.schema';

export type TLawPackLoad = typeof lawPackLoads.$inferSelect;

/** SQL of the pack's load row (law_pack_loads). */
export function createLawPackRepository(db: TDb) {
  return {
    async find(name: string): Promise<TLawPackLoad | undefined> {
      const [row] = await db.select().from(lawPackLoads).where(eq(lawPackLoads.name, name));
      return row;
    },

    /**
     * Marks a pack as loading from zero. The source keys of the pack loaded before stay until
     * this one is done: they say what a newer pack removes.
     */
    async begin(
      name: string,
      pack: { checksum: string; sourceCommit: string; total: number },
      at: Date,
    ): Promise<void> {
      const values = { ...pack, state: 'loading', loaded: 0, startedAt: at, finishedAt: null };
      await db
        .insert(lawPackLoads)
        .values({ name, ...values, sourceKeys: [] })
        .onConflictDoUpdate({ target: lawPackLoads.name, set: values });
    },

    /** How many documents are in; only for the pack being loaded. */
    async progress(name: string, checksum: string, loaded: number): Promise<void> {
      await db
        .update(lawPackLoads)
        .set({ loaded })
        .where(sql`${lawPackLoads.name} = ${name} AND ${lawPackLoads.checksum} = ${checksum}`);
    },

    /** Records the pack as loaded with the documents it holds. */
    async finish(name: string, checksum: string, sourceKeys: string[], at: Date): Promise<void> {
      await db
        .update(lawPackLoads)
        .set({ state: 'done', loaded: sql`${lawPackLoads.total}`, sourceKeys, finishedAt: at })
        .where(sql`${lawPackLoads.name} = ${name} AND ${lawPackLoads.checksum} = ${checksum}`);
    },
  };
}

export type TLawPackRepository = ReturnType<typeof createLawPackRepository>;
