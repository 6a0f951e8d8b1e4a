import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthorisationRepository } from './authorisation.repository';
import { loginIpCall } from '@yzfk/contract/calls/auth-login';
import { createOrganisation } from './identity-fixtures';
import { callContractReply } from '../../platform/testing/call-contract';
import { openDatabase, type TDatabase } from '../../platform/db/database';
import { migrationsUpTo } from '../../platform/testing/migrations-up-to';
import { selectRows } from '../../platform/testing/select-rows';
import {
  TEST_DATABASES,
  TEST_DATABASE_URL,
  startTestApp,
  type TTestApp,
  type TTestDatabaseKind,
} from '../../test-app';

// IP ranges are stored as `cidr`: one unreadable range can no longer reach the login query, where
// every range of the site is compared and one failing cast used to fail IP login for everyone.

const BEFORE_CIDR = '0005_housekeeping';
const CIDR_MIGRATION = '0006_organisation_ip_ranges_cidr';

async function migrateWith(database: TDatabase, folder: string) {
  const config = {
    migrationsFolder: folder,
    ...(database.schema ? { migrationsSchema: database.schema } : {}),
  };
  if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase, config);
  else await migratePostgres(database.db as NodePgDatabase, config);
}

async function openEmpty(kind: TTestDatabaseKind): Promise<TDatabase> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
  return {
    ...database,
    async close() {
      await database.db.execute(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await database.close();
    },
  };
}

describe.each(TEST_DATABASES)('organisation IP ranges on %s', (kind) => {
  // It opens an empty database (no template) and migrates it step by step: slow on a busy machine.
  it('the migration to cidr drops ranges PostgreSQL cannot read and keeps the rest', async () => {
    const database = await openEmpty(kind);
    try {
      await migrateWith(database, migrationsUpTo(BEFORE_CIDR));
      const { db } = database;
      await db.execute(
        sql`insert into sites (id, code, name, service_path) values (1, 'yzfk', '有章法考', '/home')`,
      );
      await db.execute(sql`insert into organisations (site_id, unit_name, ip_ranges) values
        (1, '甲', array['10.1.2.3/8', '203.0.113.0/24']),
        (1, '乙', array['1:2:3:4:5:6:7:8:9'])`);
      await migrateWith(database, migrationsUpTo(CIDR_MIGRATION));
      const rows = await selectRows<{ unit_name: string; ranges: string }>(
        db,
        sql`select unit_name, ip_ranges::text as ranges from organisations order by id`,
      );
      expect(rows).toEqual([
        { unit_name: '甲', ranges: '{203.0.113.0/24}' },
        { unit_name: '乙', ranges: '{}' },
      ]);
      const found = await createAuthorisationRepository(db).organisationsForIp(1, '203.0.113.9');
      expect(found.map((organisation) => organisation.unitName)).toEqual(['甲']);
    } finally {
      await database.close();
    }
  }, 120_000);

  describe('IP login', () => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { env: { TRUSTED_PROXIES: '127.0.0.1' } });
      await createOrganisation(t, '示例检察学院', ['203.0.113.0/24']);
    });
    afterAll(() => t.close());

    async function loginIp(forwardedFor: string) {
      const { token } = await t.webToken();
      const { status, envelope } = await callContractReply(
        t,
        loginIpCall,
        {},
        { token, forwardedFor },
      );
      return { status, code: envelope.code, data: envelope.data };
    }

    it('a range the database cannot read is refused when written, so logins go on', async () => {
      await expect(
        t.deps.database.db.execute(
          sql`insert into organisations (site_id, unit_name, ip_ranges) values (1, '坏', array['10.1.2.3/8'])`,
        ),
      ).rejects.toThrow();
      expect(await loginIp('203.0.113.7')).toMatchObject({
        code: 200,
        data: { nickname: '示例检察学院' },
      });
    });

    it('a forwarded address that is not an address logs nobody in, without a 500', async () => {
      for (const forwarded of ['not-an-ip', '203.0.113.7%eth0', '999.1.1.1']) {
        expect(await loginIp(forwarded)).toMatchObject({ status: 403, code: 4104 });
      }
    });
  });
});
