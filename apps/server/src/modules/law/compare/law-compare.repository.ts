import { inArray } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { lawDocuments } from '../law.schema';
import { VERSION_COLUMNS } from '../law.repository';

/** The versions a comparison is asked for, with what tells their text apart. */
export function createLawCompareRepository(db: TDb) {
  return {
    /** The stored versions among these ids (absent ones are left out). */
    async findVersions(ids: number[]) {
      return db
        .select({
          ...VERSION_COLUMNS,
          versionGroup: lawDocuments.versionGroup,
          region: lawDocuments.region,
          /** Changes whenever an import rewrites the text: a comparison cached under it holds. */
          contentHash: lawDocuments.contentHash,
        })
        .from(lawDocuments)
        .where(inArray(lawDocuments.id, ids));
    },
  };
}

export type TLawCompareRepository = ReturnType<typeof createLawCompareRepository>;
