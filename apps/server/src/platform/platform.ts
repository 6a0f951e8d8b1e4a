import { join } from 'node:path';
import type { Logger } from 'pino';
import {
  createNodeEnvelopeCodec,
  type TNodeEnvelopeCodec,
} from '@yzfk/contract/envelope-codec/node-codec';
import type { TConfig } from './config/config';
import type { TDatabase } from './db/database';
import { createInFlight, type TInFlight } from './http/in-flight';
import { HOUSEKEEPING_JOB, createHousekeeping, type THousekeeping } from './jobs/housekeeping';
import { createJobRunner, type TJobRunner } from './jobs/job-runner';
import { createRateLimiter } from './rate-limit/create-rate-limiter';
import type { TRateLimiter } from './rate-limit/rate-limiter';
import { createRateLimitSweepStep } from './rate-limit/rate-limit-sweep';
import { createLocalStorage } from './storage/local-storage';
import type { TStorage } from './storage/storage';

/** What every module factory may use: configuration, database, clock and shared adapters. */
export type TPlatform = {
  config: TConfig;
  database: TDatabase;
  log: Logger;
  now: () => Date;
  codec: TNodeEnvelopeCodec;
  /** Calls being answered (the shutdown waits for them). */
  inFlight: TInFlight;
  rateLimiter: TRateLimiter;
  /** Stored files: avatars, course media (a local folder, STORAGE_DIR). */
  storage: TStorage;
  /** Periodic jobs of this process (started by main.ts; tests run them by hand). */
  jobs: TJobRunner;
  /** The housekeeping job: each module adds the sweep steps of its own tables. */
  housekeeping: THousekeeping;
};

/** Builds the platform for one database and configuration. */
export async function createPlatform(
  config: TConfig,
  database: TDatabase,
  log: Logger,
  now: () => Date = () => new Date(),
): Promise<TPlatform> {
  const housekeeping = createHousekeeping({ log });
  housekeeping.addStep(createRateLimitSweepStep(database.db));
  const jobs = createJobRunner({ db: database.db, log, now });
  jobs.add({
    name: HOUSEKEEPING_JOB,
    intervalSeconds: config.HOUSEKEEPING_INTERVAL_S,
    run: (at) => housekeeping.run(at),
  });
  return {
    config,
    database,
    log,
    now,
    codec: createNodeEnvelopeCodec(config.ENVELOPE_KEY),
    inFlight: createInFlight(),
    rateLimiter: await createRateLimiter(config, database, now),
    storage: createLocalStorage(config.STORAGE_DIR ?? join(config.DATA_DIR, 'files')),
    jobs,
    housekeeping,
  };
}
