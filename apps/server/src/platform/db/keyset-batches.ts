/**
 * Walks a table in batches by ascending id (keyset paging: each batch starts after the last id
 * of the one before, so rows written meanwhile are neither skipped nor read twice by offset),
 * until a batch comes back empty.
 */
export async function* keysetBatches<T extends { id: number }>(
  readAfter: (afterId: number, limit: number) => Promise<T[]>,
  limit: number,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const batch = await readAfter(afterId, limit);
    const last = batch.at(-1);
    if (!last) return;
    afterId = last.id;
    yield batch;
  }
}
