import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_RANGE_CASES } from '@yzfk/contract/calls/ip-range-cases';
import { formatIpRange, parseIpRange } from '@yzfk/contract/calls/ip-range';
import type { TDatabase } from '../../platform/db/database';
import { selectRows } from '../../platform/testing/select-rows';
import { TEST_DATABASES, openTestDatabase } from '../../test-app';

// The contract reads IP ranges as PostgreSQL's `cidr` does (decision 0012): every case of the
// shared table, and random addresses and strings, are cast by the database itself and compared.

describe.each(TEST_DATABASES)('IP ranges: the contract agrees with cidr on %s', (kind) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** What the database reads the text as, or null when it refuses it. */
  async function castCidr(text: string): Promise<string | null> {
    try {
      const rows = await selectRows<{ v: string }>(
        database.db,
        sql`select ${text}::cidr::text as v`,
      );
      return rows[0]?.v ?? null;
    } catch {
      return null;
    }
  }

  async function sameRange(a: string, b: string): Promise<boolean> {
    const rows = await selectRows<{ same: boolean }>(
      database.db,
      sql`select ${a}::cidr = ${b}::cidr as same`,
    );
    return rows[0]?.same === true;
  }

  it.each(IP_RANGE_CASES)('$text: $verdict', async ({ text, verdict }) => {
    const read = await castCidr(text);
    const parsed = parseIpRange(text);
    expect(read !== null).toBe(verdict === 'accepted' || verdict === 'stricter');
    expect(parsed.ok).toBe(verdict === 'accepted');
    if (parsed.ok) expect(await sameRange(read ?? '', formatIpRange(parsed.range))).toBe(true);
    if (!parsed.ok && parsed.reason === 'host-bits') {
      expect(verdict).toBe('host-bits');
      const network = await selectRows<{ same: boolean }>(
        database.db,
        sql`select network(${text}::inet) = ${parsed.network}::cidr as same`,
      );
      expect(network[0]?.same).toBe(true);
    }
  });

  it('agrees on random addresses with random prefixes', async () => {
    const range = fc
      .tuple(fc.oneof(fc.ipV4(), fc.ipV6()), fc.option(fc.integer({ min: 0, max: 130 })))
      .map(([address, prefix]) => (prefix === null ? address : `${address}/${prefix}`));
    await fc.assert(
      fc.asyncProperty(range, async (text) => {
        const read = await castCidr(text);
        const parsed = parseIpRange(text);
        expect(parsed.ok).toBe(read !== null);
        if (parsed.ok) expect(await sameRange(read ?? '', formatIpRange(parsed.range))).toBe(true);
      }),
      { numRuns: 300, seed: 20_261_212 },
    );
  });

  it('never accepts a string the database refuses', async () => {
    const text = fc.string({
      unit: fc.constantFrom(...'0123456789abcdefABCDEF:./x% '.split('')),
      maxLength: 24,
    });
    await fc.assert(
      fc.asyncProperty(text, async (candidate) => {
        if (parseIpRange(candidate).ok) expect(await castCidr(candidate)).not.toBeNull();
      }),
      { numRuns: 500, seed: 20_261_213 },
    );
  });
});
