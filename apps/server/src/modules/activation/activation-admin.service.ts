import type { z } from 'zod';
import {
  formatActivationCode,
  type adminCreateActivationCall,
  type TActivationBatch,
} from '@yzfk/contract/calls/activation';
import { E } from '@yzfk/contract/error-codes';
import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { activationPrefix, hashActivationCode, newActivationCode } from './activation-code';
import {
  createActivationRepository,
  type TActivationBatchWithUse,
  type TActivationRepository,
} from './activation.repository';

/** Codes written per insert statement (three parameters each, well under PostgreSQL's limit). */
const INSERT_CHUNK = 2000;

type TDeps = {
  db: TDb;
  secret: string;
  now: () => Date;
  /** The id of the site with a code, or undefined (the session module's rule). */
  siteIdByCode: (code: string) => Promise<number | undefined>;
  /** A book's title by id, or undefined (the book module's rule): a book batch's name. */
  bookTitle: (bookId: number) => Promise<string | undefined>;
};

/**
 * The end of a valid-until as operators write it: a date means to the end of that day, China
 * time (the publisher's); a time with its offset is taken as it is.
 */
export function validUntilOf(text: string): Date {
  if (text.length === 10) return new Date(Date.parse(`${text}T00:00:00+08:00`) + 86_400_000);
  return new Date(text);
}

/**
 * Writes `count` new codes of a batch and answers them normalised. A code whose hash is taken
 * is made again, so the batch always gets its count.
 */
export async function writeCodes(
  codes: TActivationRepository,
  secret: string,
  batchId: number,
  make: () => string,
  count: number,
): Promise<string[]> {
  const written: string[] = [];
  while (written.length < count) {
    const wanted = Math.min(INSERT_CHUNK, count - written.length);
    const fresh = new Map<string, string>();
    while (fresh.size < wanted) {
      const code = make();
      fresh.set(hashActivationCode(secret, code), code);
    }
    const stored = await codes.insertCodes(
      batchId,
      [...fresh].map(([codeHash, code]) => ({ codeHash, prefix: activationPrefix(code) })),
    );
    for (const codeHash of stored) written.push(fresh.get(codeHash) ?? '');
  }
  return written;
}

function toBatch(batch: TActivationBatchWithUse, siteCode: string): TActivationBatch {
  return {
    batchId: batch.id,
    siteCode,
    name: batch.authName,
    bookId: batch.bookId,
    days: batch.days,
    validUntil: batch.validUntil.toISOString(),
    count: batch.count,
    used: batch.used,
    note: batch.note,
    createdAt: batch.createdAt.toISOString(),
  };
}

/** What operators do with activation codes: issue a batch, list the batches. */
export function createActivationAdmin(deps: TDeps) {
  async function siteId(code: string): Promise<number> {
    const site = await deps.siteIdByCode(code);
    if (site === undefined) throw new AppError(E.siteUnknown, `站点不存在：${code}`);
    return site;
  }

  return {
    /** A batch and its codes in one transaction: either all of them exist or none. */
    async create(input: z.output<(typeof adminCreateActivationCall)['request']>) {
      const site = await siteId(input.siteCode);
      const now = deps.now();
      const validUntil = validUntilOf(input.validUntil);
      if (validUntil <= now) throw new AppError(E.invalidParams, '兑换有效期须晚于当前时间');
      const bookTitle = input.bookId === undefined ? undefined : await deps.bookTitle(input.bookId);
      if (input.bookId !== undefined && bookTitle === undefined) throw new AppError(E.bookNotFound);
      return deps.db.transaction(async (tx) => {
        const codes = createActivationRepository(tx);
        const batch = await codes.insertBatch({
          siteId: site,
          authName: bookTitle ?? input.name ?? '',
          days: input.days ?? 0,
          bookId: input.bookId ?? null,
          validUntil,
          count: input.count,
          note: input.note,
          createdAt: now,
        });
        const written = await writeCodes(
          codes,
          deps.secret,
          batch.id,
          newActivationCode,
          batch.count,
        );
        return {
          ...toBatch({ ...batch, used: 0 }, input.siteCode),
          codes: written.map(formatActivationCode),
        };
      });
    },

    async list(siteCode: string): Promise<TActivationBatch[]> {
      const batches = await createActivationRepository(deps.db).listBatches(await siteId(siteCode));
      return batches.map((batch) => toBatch(batch, siteCode));
    },
  };
}

export type TActivationAdmin = ReturnType<typeof createActivationAdmin>;
