import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { mediaFiles } from './media.schema';
import { firstRow } from '../../platform/db/first-row';

export type TMediaFile = typeof mediaFiles.$inferSelect;
export type TNewMediaFile = Omit<typeof mediaFiles.$inferInsert, 'id' | 'createdAt'>;

/** SQL for media files. */
export function createMediaRepository(db: TDb) {
  return {
    /**
     * Records a stored file; registering the same storage key again updates its row (an
     * importer run twice), so a key has one id for good.
     */
    async upsert(file: TNewMediaFile): Promise<TMediaFile> {
      const [row] = await db
        .insert(mediaFiles)
        .values(file)
        .onConflictDoUpdate({
          target: mediaFiles.storageKey,
          set: {
            contentType: file.contentType,
            byteSize: file.byteSize,
            durationMs: file.durationMs ?? null,
            access: file.access,
          },
        })
        .returning();
      if (!row) throw new Error('media file upsert returned no row');
      return row;
    },

    async findById(id: number): Promise<TMediaFile | undefined> {
      return firstRow(db, mediaFiles, eq(mediaFiles.id, id));
    },
  };
}

export type TMediaRepository = ReturnType<typeof createMediaRepository>;
