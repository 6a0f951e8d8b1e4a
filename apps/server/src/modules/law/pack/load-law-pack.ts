import type { Logger } from 'pino';
import type { TDb } from '../../../platform/db/database';
import { buildLawGraph } from '../graph/build-law-graph';
import { buildLawDocuments, importLawDocuments } from '../import-laws';
import { createLawImportRepository } from '../law-import.repository';
import { readLawPackFiles } from './law-pack-format';
import { createLawPackRepository } from './law-pack.repository';

/** The name of the national library's row in law_pack_loads. */
export const NATIONAL_LAW_PACK = 'national';

/** A pack as read once by a process: its bytes and their checksum. */
export type TLawPackSource = { bytes: Buffer; checksum: string };

export type TLoadLawPackDeps = {
  db: TDb;
  log: Logger;
  now: () => Date;
  /**
   * Runs once the documents are in and before the load counts as done, so that a load cut
   * short runs it again: the demo's sample excerpts give way to the real laws. Idempotent.
   */
  afterImport: () => Promise<void>;
  signal?: AbortSignal;
};

/** Progress lines in the log over a whole load (one per tenth). */
const LOG_STEPS = 10;
/** Least time between two writes of the progress row. */
const PROGRESS_WRITE_MS = 500;

/**
 * Loads the law pack into the database unless this very pack is recorded as loaded: documents
 * new or changed since the last pack are written (each in its own transaction, so a load cut
 * short resumes where the disk has it), those the last pack had and this one has not are
 * removed, and the progress row is kept for every process's pages. Answers what it did.
 */
export async function loadLawPack(
  deps: TLoadLawPackDeps,
  pack: TLawPackSource,
): Promise<'loaded' | 'unchanged'> {
  const loads = createLawPackRepository(deps.db);
  const before = await loads.find(NATIONAL_LAW_PACK);
  if (before?.checksum === pack.checksum && before.state === 'done') return 'unchanged';
  const started = performance.now();
  const { header, files } = await readLawPackFiles(pack.bytes);
  const { docs, duplicates } = buildLawDocuments(files);
  const total = docs.length;
  await loads.begin(
    NATIONAL_LAW_PACK,
    { checksum: pack.checksum, sourceCommit: header.sourceCommit, total },
    deps.now(),
  );
  deps.log.info({ total, sourceCommit: header.sourceCommit }, `法规库开始载入：共 ${total} 部`);
  const keys = new Set(docs.map((doc) => doc.sourceKey));
  const gone = (before?.sourceKeys ?? []).filter((key) => !keys.has(key));
  await createLawImportRepository().deleteBySourceKeys(deps.db, [
    ...duplicates.map((duplicate) => duplicate.file),
    ...gone,
  ]);

  let written = 0;
  let lastWrite = 0;
  let loggedStep = 0;
  let writes = Promise.resolve();
  const onProgress = (done: number) => {
    const step = Math.floor((done / total) * LOG_STEPS);
    if (step > loggedStep) {
      loggedStep = step;
      deps.log.info({ loaded: done, total }, `法规库载入中：${done} / ${total} 部`);
    }
    const at = performance.now();
    if (done === written || (at - lastWrite < PROGRESS_WRITE_MS && done < total)) return;
    written = done;
    lastWrite = at;
    writes = writes.then(() => loads.progress(NATIONAL_LAW_PACK, pack.checksum, done));
  };
  const summary = await importLawDocuments(deps.db, docs, {
    onProgress,
    today: deps.now().toISOString().slice(0, 10),
    signal: deps.signal,
  });
  await writes;
  // Before the load counts as done: a load cut short builds the graph on its next run.
  const graph = await buildLawGraph(deps.db);
  await deps.afterImport();
  await loads.finish(NATIONAL_LAW_PACK, pack.checksum, [...keys], deps.now());
  deps.log.info(
    {
      ...summary,
      removed: gone.length,
      graph: { edges: graph.edges, charges: graph.charges, unresolved: graph.unresolved },
      seconds: (performance.now() - started) / 1000,
    },
    `法规库已载入：${total} 部法规，${summary.articles} 条条文，${graph.edges} 条引用`,
  );
  return 'loaded';
}
