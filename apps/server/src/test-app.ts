import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { ENVELOPE_CONTENT_TYPE } from '@yzfk/contract/envelope-codec/wire-format';
import type { TEnvelope } from '@yzfk/contract/envelope';
import { buildApp } from './app';
import { loadConfig, type TConfig } from './platform/config/config';
import type { TLawLibrary } from './modules/law/pack/law-library';
import { openDatabase, type TDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';
import { createModules, type TModules } from './modules';
import { seedDemo } from './seed-demo';
import { createPlatform } from './platform/platform';
import type { TSessionService } from './modules/session/session.service';
import type { TMediaService } from './modules/media/media.service';
import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { createLogger } from './platform/logger';
import { copyPostgresTemplate, databaseUrl, dropPostgresDatabase } from './test-databases';
import { TEST_DATABASE_URL, testOnPostgres } from './platform/testing/test-database-url';
import type { TJobRunner } from './platform/jobs/job-runner';
import {
  callContractOk,
  type TApiCaller,
  type TCallOptions,
} from './platform/testing/call-contract';
import { getTokenCall } from '@yzfk/contract/calls/auth';

export type { TCallOptions };

// API tests run on PGlite always, and on PostgreSQL (TEST_DATABASE_URL, default the local
// server these machines and CI run): in CI always, elsewhere when it answers. Each file on its
// own database.

export type TTestDatabaseKind = 'pglite' | 'postgres';

export { TEST_DATABASE_URL };

/** The databases API tests run on here. */
export const TEST_DATABASES: TTestDatabaseKind[] = (await testOnPostgres())
  ? ['pglite', 'postgres']
  : ['pglite'];

/** How each open test database was opened, so a test can open a second pool onto it. */
const opened = new WeakMap<TDatabase, { url: string; schema: string | undefined }>();

/**
 * Opens a migrated, seeded database of a kind: a copy of this run's template (PGlite from its
 * dump, PostgreSQL as a new database; test-databases.ts), or, outside a run that built
 * them, a fresh PGlite or PostgreSQL schema migrated and seeded here.
 */
export async function openTestDatabase(kind: TTestDatabaseKind): Promise<TDatabase> {
  if (kind === 'pglite') {
    const template = inject('pgliteTemplate');
    if (template) {
      const dump = new Blob([readFileSync(template)]);
      return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: dump });
    }
    return seeded(await openDatabase({ kind: 'pglite', dataDir: undefined }));
  }
  const template = inject('postgresTemplate');
  if (template) {
    const name = await copyPostgresTemplate(TEST_DATABASE_URL, template);
    const url = databaseUrl(TEST_DATABASE_URL, name);
    const database = await openDatabase({ kind: 'postgres', url, schema: undefined, poolSize: 4 });
    const copy = {
      ...database,
      async close() {
        await database.close();
        await dropPostgresDatabase(TEST_DATABASE_URL, name);
      },
    };
    opened.set(copy, { url, schema: undefined });
    return copy;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await seeded(
    await openDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema, poolSize: 4 }),
  );
  const fresh = {
    ...database,
    async close() {
      await database.db.execute(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await database.close();
    },
  };
  opened.set(fresh, { url: TEST_DATABASE_URL, schema });
  return fresh;
}

async function seeded(database: TDatabase): Promise<TDatabase> {
  await migrateDatabase(database);
  await seedDemo(database.db);
  return database;
}

/** A second pool onto a PostgreSQL test database (another server process, in effect). */
export function openSecondPool(database: TDatabase, poolSize = 2): Promise<TDatabase> {
  const where = opened.get(database);
  if (!where) throw new Error('not a PostgreSQL database opened by openTestDatabase');
  return openDatabase({ kind: 'postgres', url: where.url, schema: where.schema, poolSize });
}

export type TTestApp = TApiCaller & {
  app: FastifyInstance;
  /**
   * What tests reach past the API: the database, the codec, the session service, and the
   * periodic jobs (never started here: a test runs them by hand, on its own clock).
   */
  deps: {
    database: TDatabase;
    codec: TNodeEnvelopeCodec;
    sessions: TSessionService;
    jobs: TJobRunner;
    /** Media files (tests register stored files as the importers do). */
    media: TMediaService;
    /** The law pack's library (its tests set LAW_PACK and load it). */
    lawLibrary: TLawLibrary;
    /** What the pack's load runs once its laws are in: the sample laws give way to real ones. */
    retireSampleLaws: TModules['retireSampleLaws'];
  };
  logs: string[];
  /** The file the log SMS provider writes codes to (SMS_OUTBOX, a fresh one unless given). */
  smsOutbox: string;
  /** A fresh anonymous web token pair for localhost. */
  webToken(): Promise<{ token: string; refreshToken: string }>;
  close(): Promise<void>;
};

/** Starts the real app (in-process, no port) on a test database. */
export async function startTestApp(
  kind: TTestDatabaseKind,
  options: { env?: Record<string, string>; now?: () => Date; webDistDir?: string } = {},
): Promise<TTestApp> {
  const smsOutbox =
    options.env?.SMS_OUTBOX ?? join(mkdtempSync(join(tmpdir(), 'yzfk-sms-')), 'outbox.jsonl');
  const config: TConfig = loadConfig({
    NODE_ENV: 'test',
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'yzfk-storage-')),
    SMS_OUTBOX: smsOutbox,
    // Tests that need laws use the seed's small corpus; the pack's own tests ask for it.
    LAW_PACK: 'off',
    ...options.env,
  });
  const database = await openTestDatabase(kind);
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line) => void logs.push(line) });
  const platform = await createPlatform(config, database, logger, options.now);
  const modules = await createModules(platform);
  const app = await buildApp(platform, modules, {
    logger,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    webDistDir: options.webDistDir,
    trustedProxies: config.TRUSTED_PROXIES,
  });
  const codec = createNodeEnvelopeCodec(config.ENVELOPE_KEY);

  const testApp: TTestApp = {
    app,
    deps: {
      database,
      codec: platform.codec,
      sessions: modules.sessions,
      jobs: platform.jobs,
      media: modules.media,
      lawLibrary: modules.lawLibrary,
      retireSampleLaws: modules.retireSampleLaws,
    },
    logs,
    smsOutbox,
    async call<T>(path: string, body: unknown = {}, callOptions: TCallOptions = {}) {
      const response = await app.inject({
        method: callOptions.method ?? 'POST',
        url: path,
        ...(callOptions.query ? { query: callOptions.query } : {}),
        ...(callOptions.remoteAddress ? { remoteAddress: callOptions.remoteAddress } : {}),
        headers: {
          'content-type': callOptions.contentType ?? ENVELOPE_CONTENT_TYPE,
          ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
          ...(callOptions.host ? { host: callOptions.host } : {}),
          ...(callOptions.forwardedFor ? { 'x-forwarded-for': callOptions.forwardedFor } : {}),
        },
        ...(callOptions.method === 'GET'
          ? {}
          : { payload: callOptions.rawBody ?? codec.encrypt(body) }),
      });
      return {
        status: response.statusCode,
        headers: response.headers,
        envelope: codec.decrypt(response.body) as TEnvelope<T>,
      };
    },
    webToken: () => callContractOk(testApp, getTokenCall, { domainName: 'localhost' }),
    async close() {
      await app.close();
      await platform.jobs.stop();
      await platform.rateLimiter.close();
      await database.close();
    },
  };
  return testApp;
}
