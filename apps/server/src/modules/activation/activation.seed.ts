import { formatActivationCode } from '@yzfk/contract/calls/activation';
import type { TDb } from '../../platform/db/database';
import { demoActivationCode, hashActivationCode } from './activation-code';
import { writeCodes } from './activation-admin.service';
import { createActivationRepository } from './activation.repository';

/** The demo batch: 20 codes of 示例授权 for 365 days, redeemable for three years from the seed. */
export const DEMO_ACTIVATION = {
  seedKey: 'demo',
  name: '示例授权',
  days: 365,
  count: 20,
  validYears: 3,
} as const;

/** The demo book's batch: 10 codes unlocking the demo code-protected book. */
export const DEMO_BOOK_ACTIVATION = { seedKey: 'demo-book', count: 10, validYears: 3 } as const;

/**
 * A seeded batch: its mark, how many codes, how long they stay redeemable, and the number of its
 * first code. Codes are derived from the secret (TOKEN_SECRET) and their number, so each start
 * can name the unused ones although only hashes are stored; the demo book's are numbered after
 * the demo batch's so that no code is both.
 */
type TSeededBatch = { seedKey: string; count: number; validYears: number; firstNumber: number };

const DEMO_BATCH: TSeededBatch = { ...DEMO_ACTIVATION, firstNumber: 0 };
const DEMO_BOOK_BATCH: TSeededBatch = { ...DEMO_BOOK_ACTIVATION, firstNumber: 1000 };

const codesOf = (batch: TSeededBatch, secret: string) =>
  Array.from({ length: batch.count }, (_, index) =>
    demoActivationCode(secret, batch.firstNumber + index),
  );

/** Issues a seeded batch on the site if it has none. */
async function seedBatch(
  db: TDb,
  { siteId, secret, now }: { siteId: number; secret: string; now: Date },
  batch: TSeededBatch,
  fields: { authName: string; days: number; bookId?: number; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = createActivationRepository(tx);
    if (await codes.findSeeded(siteId, batch.seedKey)) return;
    const validUntil = new Date(now);
    validUntil.setUTCFullYear(validUntil.getUTCFullYear() + batch.validYears);
    const row = await codes.insertBatch({
      siteId,
      ...fields,
      validUntil,
      count: batch.count,
      seedKey: batch.seedKey,
      createdAt: now,
    });
    const queue = codesOf(batch, secret);
    await writeCodes(codes, secret, row.id, () => queue.shift() ?? '', queue.length);
  });
}

/** A seeded batch's codes nobody has redeemed yet, XXXX-XXXX-XXXX, in their order. */
async function unusedCodes(
  db: TDb,
  siteId: number,
  secret: string,
  batch: TSeededBatch,
): Promise<string[]> {
  const codes = createActivationRepository(db);
  const row = await codes.findSeeded(siteId, batch.seedKey);
  if (!row) return [];
  const all = codesOf(batch, secret);
  const unused = await codes.unredeemed(
    row.id,
    all.map((code) => hashActivationCode(secret, code)),
  );
  return all
    .filter((code) => unused.has(hashActivationCode(secret, code)))
    .map(formatActivationCode);
}

/** Issues the demo batch on the site if it has none. */
export async function seedDemoActivation(
  db: TDb,
  siteId: number,
  secret: string,
  now: Date,
): Promise<void> {
  await seedBatch(db, { siteId, secret, now }, DEMO_BATCH, {
    authName: DEMO_ACTIVATION.name,
    days: DEMO_ACTIVATION.days,
    note: '演示用激活码（npm start 启动时列出未使用的）',
  });
}

/** The demo codes nobody has redeemed yet, XXXX-XXXX-XXXX, in their order. */
export function unusedDemoActivationCodes(
  db: TDb,
  siteId: number,
  secret: string,
): Promise<string[]> {
  return unusedCodes(db, siteId, secret, DEMO_BATCH);
}

/** Issues the demo book's batch on the site if it has none (the book must exist). */
export async function seedDemoBookCodes(
  db: TDb,
  siteId: number,
  secret: string,
  now: Date,
  book: { id: number; title: string },
): Promise<void> {
  await seedBatch(db, { siteId, secret, now }, DEMO_BOOK_BATCH, {
    authName: book.title,
    days: 0,
    bookId: book.id,
    note: '演示用图书兑换码（npm start 启动时列出未使用的）',
  });
}

/** The demo book codes nobody has redeemed yet, XXXX-XXXX-XXXX, in their order. */
export function unusedDemoBookCodes(db: TDb, siteId: number, secret: string): Promise<string[]> {
  return unusedCodes(db, siteId, secret, DEMO_BOOK_BATCH);
}
