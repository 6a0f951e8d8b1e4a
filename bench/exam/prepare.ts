import { cpSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDatabase, type TDb } from '@yzfk/server/platform/db/database';
import { migrateDatabase } from '@yzfk/server/platform/db/migrate';
import { seedDemo } from '@yzfk/server/seed-demo';
import { importQuestionFile } from '@yzfk/server/modules/tiku/import/import-questions';
import { paperQuestions, papers } from '@yzfk/server/modules/tiku/question.schema';
import { users } from '@yzfk/server/modules/identity/user.schema';
import { sessions } from '@yzfk/server/modules/session/session.schema';
import { createAccessTokens } from '@yzfk/server/modules/session/access-token';

// The exam benchmark's fresh databases: migrated, seeded, the JEC-QA bank imported, and the
// candidates' users and logged-in sessions written straight through SQL. Logging 2,000 users
// in by SMS is not possible from one address (20 codes per IP per hour), and login is not what
// this benchmark measures; registration and the exam-room login do go through the API.

/** Where a run's database lives and how a server process reaches it. */
export type TBenchDatabase =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string };

/** The environment that points a server process at the database. */
export function serverEnv(target: TBenchDatabase): Record<string, string> {
  return target.kind === 'pglite'
    ? { DATA_DIR: target.dataDir }
    : { DATABASE_URL: target.url, DATABASE_SCHEMA: target.schema };
}

/** Opens the database from the benchmark process (never while a PGlite server holds it). */
export function openBenchDatabase(target: TBenchDatabase): Promise<TDatabase> {
  return openDatabase(
    target.kind === 'pglite'
      ? { kind: 'pglite', dataDir: target.dataDir }
      : { kind: 'postgres', url: target.url, schema: target.schema, poolSize: 4 },
  );
}

/** A fresh PostgreSQL schema name for one run. */
export function freshSchema(): string {
  return `bench_exam_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Migrates, seeds the demo site and imports the question file; answers the import's seconds. */
export async function prepareBank(target: TBenchDatabase, questionFile: string): Promise<number> {
  const database = await openBenchDatabase(target);
  try {
    await migrateDatabase(database);
    await seedDemo(database.db);
    const summary = await importQuestionFile(database.db, questionFile);
    return summary.seconds;
  } finally {
    await database.close();
  }
}

/** A copy of a prepared (closed) PGlite folder, so each run of the ladder starts the same. */
export function copyPglite(from: string, to: string): { kind: 'pglite'; dataDir: string } {
  cpSync(from, to, { recursive: true });
  return { kind: 'pglite', dataDir: to };
}

/** The imported mock paper with the most questions (the exam is made from it). */
export async function largestMockPaper(db: TDb): Promise<{ id: number; questions: number }> {
  const [row] = await db
    .select({ id: papers.id, questions: count() })
    .from(papers)
    .innerJoin(paperQuestions, eq(paperQuestions.paperId, papers.id))
    .where(eq(papers.kind, 'mock'))
    .groupBy(papers.id)
    .orderBy(desc(count()), papers.id)
    .limit(1);
  if (!row) throw new Error('the import made no mock paper');
  return row;
}

export type TUserSession = { phone: string; token: string };

const CHUNK = 500;

/**
 * `n` users of the demo site, each with a logged-in phone session and an access token signed
 * with `tokenSecret` (the servers are started with the same secret), valid for `ttlSeconds`.
 */
export async function createUserSessions(
  target: TBenchDatabase,
  n: number,
  tokenSecret: string,
  ttlSeconds: number,
): Promise<{ users: TUserSession[]; paperId: number; paperQuestions: number }> {
  const database = await openBenchDatabase(target);
  try {
    const { db } = database;
    const siteId = await seedDemo(db);
    const tokens = createAccessTokens(tokenSecret);
    const now = new Date();
    const iat = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const result: TUserSession[] = [];
    for (let from = 0; from < n; from += CHUNK) {
      const phones = Array.from(
        { length: Math.min(CHUNK, n - from) },
        (_, i) => `139${String(from + i).padStart(8, '0')}`,
      );
      const inserted = await db
        .insert(users)
        .values(phones.map((phone) => ({ siteId, phone, nickName: `考生${phone.slice(-4)}` })))
        .returning({ id: users.id, phone: users.phone });
      const opened = await db
        .insert(sessions)
        .values(
          inserted.map((user) => ({
            siteId,
            userId: user.id,
            kind: 'user',
            loginType: 1,
            ip: '127.0.0.1',
            userAgent: 'bench-exam',
            expiresAt,
          })),
        )
        .returning({ id: sessions.id, userId: sessions.userId });
      const phoneOf = new Map(inserted.map((user) => [user.id, user.phone ?? '']));
      for (const session of opened) {
        result.push({
          phone: phoneOf.get(session.userId ?? 0) ?? '',
          token: tokens.sign({ sid: session.id, site: siteId, iat, exp: iat + ttlSeconds }),
        });
      }
    }
    const paper = await largestMockPaper(db);
    return { users: result, paperId: paper.id, paperQuestions: paper.questions };
  } finally {
    await database.close();
  }
}
