import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorisations, organisations } from './organisation.schema';
import { oauthStates } from './oauth-state.schema';
import { orgApplications } from '../orguser/org-application.schema';
import { sessions } from '../session/session.schema';
import { smsCodes } from './sms-code.schema';
import { users, wechatBindings } from './user.schema';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// Random and malformed bodies to every identity call: never a 500, never a change to stored
// data. (A random body that happened to be valid could change data legitimately; the shapes
// generated here are wrong by construction: no field of the right name and type.)

const AUTH_CALLS = [
  '/flks/auth/refresh',
  '/flks/auth/login/ip',
  '/flks/auth/sendcode',
  '/flks/auth/login/phone',
  '/flks/auth/login/change',
  '/flks/auth/bind/phone',
  '/flks/auth/userinfo',
  '/flks/auth/edituser/nickname',
  '/flks/auth/checkuserphone',
  '/flks/auth/edituser/phone',
  '/flks/auth/canceluser',
  '/flks/auth/getwxauth',
  '/flks/auth/login/wx',
  '/flks/auth/bindwx',
  '/flks/auth/unbindwx',
  '/flks/orguser/apply',
  '/flks/auth/gettoken',
];

const TABLES = [
  users,
  sessions,
  smsCodes,
  authorisations,
  organisations,
  orgApplications,
  wechatBindings,
  oauthStates,
];

describe.each(TEST_DATABASES)('identity calls under random input on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
  });
  afterAll(() => t.close());

  async function snapshot(): Promise<number[]> {
    const counts: number[] = [];
    for (const table of TABLES) {
      const [row] = await t.deps.database.db.select({ n: count() }).from(table);
      counts.push(row?.n ?? -1);
    }
    return counts;
  }

  const wrongBody = fc.oneof(
    fc
      .jsonValue()
      .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    fc.dictionary(
      fc.string({ maxLength: 12 }).map((key) => `x${key}`),
      fc.jsonValue(),
      { maxKeys: 4 },
    ),
    fc.record({
      phone: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
      code: fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)),
      authId: fc.oneof(fc.string(), fc.constant(-1), fc.double()),
      nickName: fc.oneof(fc.integer(), fc.constant(''), fc.constant(null)),
      domainName: fc.oneof(fc.integer(), fc.constant('a b')),
    }),
  );
  const rawBody = fc.oneof(fc.string({ maxLength: 64 }), fc.base64String({ maxLength: 64 }));

  it('answers every call with a 4xx code and changes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AUTH_CALLS),
        fc.oneof(
          wrongBody.map((body) => ({ body })),
          rawBody.map((raw) => ({ raw })),
        ),
        fc.boolean(),
        async (path, input, withToken) => {
          const { status, envelope } = await t.call(
            path,
            'body' in input ? input.body : undefined,
            {
              ...(withToken ? { token } : {}),
              ...('raw' in input ? { rawBody: input.raw } : {}),
            },
          );
          expect(status).toBeLessThan(500);
          expect(envelope.success).toBe(false);
          expect(envelope.code).not.toBe(5000);
        },
      ),
      { numRuns: 300, seed: 20_261_121 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
