import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { TLawLibraryStatus } from '@yzfk/contract/calls/law';
import type { TDb } from '../../../platform/db/database';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import { lawPackChecksum } from './law-pack-format';
import { createLawPackRepository } from './law-pack.repository';
import { loadLawPack, NATIONAL_LAW_PACK, type TLawPackSource } from './load-law-pack';
import { readLawPackHeader } from './read-law-pack-header';

/** The job that loads the pack: one process at a time across all that share the database. */
export const LAW_PACK_JOB = 'law-pack-load';

/**
 * A lease a third of which passes between renewals: a process killed mid-load frees the load
 * within this time, for the next start or another process to resume.
 */
const LAW_PACK_LEASE_SECONDS = 30;

/** Between two tries to take over or resume a load that is not done. */
const RETRY_MS = 5_000;

/** How long one process serves a status read from memory while the load goes on. */
const STATUS_CACHE_MS = 1_000;

type TDeps = {
  db: TDb;
  log: Logger;
  now: () => Date;
  jobs: TJobRunner;
  /** The pack file; none: no pack (LAW_PACK=off), the library is what was imported. */
  packFile: string | undefined;
  /** Runs after the documents are in, before the load counts as done (see loadLawPack). */
  afterImport: () => Promise<void>;
};

/**
 * The national law library of the pack: loaded in the background after the server answers
 * (npm start serves at once), by exactly one process of those sharing the database (the job
 * lease), resumed after a crash by the next start; and its status for the pages.
 */
export async function createLawLibrary(deps: TDeps) {
  const loads = createLawPackRepository(deps.db);
  const pack: (TLawPackSource & { total: number }) | undefined = deps.packFile
    ? await (async () => {
        const bytes = readFileSync(deps.packFile as string);
        const header = await readLawPackHeader(bytes);
        return { bytes, checksum: lawPackChecksum(bytes), total: header.documents };
      })()
    : undefined;
  const stopping = new AbortController();
  let settled = !pack;
  let cached: { at: number; status: TLawLibraryStatus } | undefined;

  if (pack) {
    deps.jobs.add({
      name: LAW_PACK_JOB,
      intervalSeconds: 0,
      leaseSeconds: LAW_PACK_LEASE_SECONDS,
      run: () =>
        loadLawPack({ ...deps, signal: stopping.signal }, pack).catch((error: unknown) => {
          // Stopped between two documents by a shutdown: the next start resumes.
          if (!stopping.signal.aborted) throw error;
        }),
    });
  }

  async function status(): Promise<TLawLibraryStatus> {
    if (!pack) return { loading: false, loaded: 0, total: 0 };
    if (settled) return { loading: false, loaded: pack.total, total: pack.total };
    const at = Date.now();
    if (cached && at - cached.at < STATUS_CACHE_MS) return cached.status;
    const row = await loads.find(NATIONAL_LAW_PACK);
    const mine = row?.checksum === pack.checksum;
    if (mine && row.state === 'done') {
      // Loaded once, loaded for good: no more reads.
      settled = true;
      return { loading: false, loaded: row.total, total: row.total };
    }
    const current = { loading: true, loaded: mine ? row.loaded : 0, total: pack.total };
    cached = { at, status: current };
    return current;
  }

  return {
    status,

    /**
     * Loads the pack unless it is in, in the background: tries at once, and again every few
     * seconds while another process holds the load or a try failed, until it is done.
     */
    start(): void {
      if (!pack) return;
      const tryLoad = async () => {
        try {
          if (!(await status()).loading) return;
          cached = undefined;
          await deps.jobs.runNow(LAW_PACK_JOB);
          cached = undefined;
          if (!(await status()).loading) return;
        } catch (error) {
          deps.log.warn({ err: error }, '法规库载入未能开始，稍后重试');
        }
        if (!stopping.signal.aborted) setTimeout(() => void tryLoad(), RETRY_MS).unref();
      };
      void tryLoad();
    },

    /** Stops a load in progress between two documents (before the database closes). */
    stop(): void {
      stopping.abort(new Error('server stopping'));
    },
  };
}

export type TLawLibrary = Awaited<ReturnType<typeof createLawLibrary>>;
