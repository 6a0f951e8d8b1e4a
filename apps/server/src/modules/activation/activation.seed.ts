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

const demoCodes = (secret: string) =>
  Array.from({ length: DEMO_ACTIVATION.count }, (_, index) => demoActivationCode(secret, index));

/**
 * Issues the demo batch on the site if it has none. Its codes are derived from the secret
 * (TOKEN_SECRET), so each start can name the unused ones although only hashes are stored.
 */
export async function seedDemoActivation(
  db: TDb,
  siteId: number,
  secret: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = createActivationRepository(tx);
    if (await codes.findSeeded(siteId, DEMO_ACTIVATION.seedKey)) return;
    const validUntil = new Date(now);
    validUntil.setUTCFullYear(validUntil.getUTCFullYear() + DEMO_ACTIVATION.validYears);
    const batch = await codes.insertBatch({
      siteId,
      authName: DEMO_ACTIVATION.name,
      days: DEMO_ACTIVATION.days,
      validUntil,
      count: DEMO_ACTIVATION.count,
      note: '演示用激活码（npm start 启动时列出未使用的）',
      seedKey: DEMO_ACTIVATION.seedKey,
      createdAt: now,
    });
    const queue = demoCodes(secret);
    await writeCodes(codes, secret, batch.id, () => queue.shift() ?? '', queue.length);
  });
}

/** The demo codes nobody has redeemed yet, XXXX-XXXX-XXXX, in their order. */
export async function unusedDemoActivationCodes(
  db: TDb,
  siteId: number,
  secret: string,
): Promise<string[]> {
  const codes = createActivationRepository(db);
  const batch = await codes.findSeeded(siteId, DEMO_ACTIVATION.seedKey);
  if (!batch) return [];
  const all = demoCodes(secret);
  const unused = await codes.unredeemed(
    batch.id,
    all.map((code) => hashActivationCode(secret, code)),
  );
  return all
    .filter((code) => unused.has(hashActivationCode(secret, code)))
    .map(formatActivationCode);
}

/** The demo book's batch: 10 codes unlocking the demo code-protected book. */
export const DEMO_BOOK_ACTIVATION = { seedKey: 'demo-book', count: 10, validYears: 3 } as const;

/** Derived as the demo codes, numbered after them so that no code is both. */
const demoBookCodes = (secret: string) =>
  Array.from({ length: DEMO_BOOK_ACTIVATION.count }, (_, index) =>
    demoActivationCode(secret, 1000 + index),
  );

/** Issues the demo book's batch on the site if it has none (the book must exist). */
export async function seedDemoBookCodes(
  db: TDb,
  siteId: number,
  secret: string,
  now: Date,
  book: { id: number; title: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = createActivationRepository(tx);
    if (await codes.findSeeded(siteId, DEMO_BOOK_ACTIVATION.seedKey)) return;
    const validUntil = new Date(now);
    validUntil.setUTCFullYear(validUntil.getUTCFullYear() + DEMO_BOOK_ACTIVATION.validYears);
    const batch = await codes.insertBatch({
      siteId,
      authName: book.title,
      days: 0,
      bookId: book.id,
      validUntil,
      count: DEMO_BOOK_ACTIVATION.count,
      note: '演示用图书兑换码（npm start 启动时列出未使用的）',
      seedKey: DEMO_BOOK_ACTIVATION.seedKey,
      createdAt: now,
    });
    const queue = demoBookCodes(secret);
    await writeCodes(codes, secret, batch.id, () => queue.shift() ?? '', queue.length);
  });
}

/** The demo book codes nobody has redeemed yet, XXXX-XXXX-XXXX, in their order. */
export async function unusedDemoBookCodes(
  db: TDb,
  siteId: number,
  secret: string,
): Promise<string[]> {
  const codes = createActivationRepository(db);
  const batch = await codes.findSeeded(siteId, DEMO_BOOK_ACTIVATION.seedKey);
  if (!batch) return [];
  const all = demoBookCodes(secret);
  const unused = await codes.unredeemed(
    batch.id,
    all.map((code) => hashActivationCode(secret, code)),
  );
  return all
    .filter((code) => unused.has(hashActivationCode(secret, code)))
    .map(formatActivationCode);
}
