import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCreateActivationCall,
  adminListActivationCall,
  redeemActivationCall,
} from '@yzfk/contract/calls/activation';
import type { TCallRequest } from '@yzfk/contract/call';
import { getCatalogCall } from '@yzfk/contract/calls/tiku';
import { userInfoCall } from '@yzfk/contract/calls/auth-user';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import { loginUser } from '../identity/identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import {
  callContract,
  callContractOk,
  callContractReply,
} from '../../platform/testing/call-contract';
import { selectRows } from '../../platform/testing/select-rows';
import { unusedDemoActivationCodes } from './activation.seed';
import { DEVELOPMENT_TOKEN_SECRET } from '../../platform/config/config';
import { ACTIVATION_WRONG_PER_IP, ACTIVATION_WRONG_PER_USER } from './redeem-activation';
import {
  forgetRedisKeys,
  TEST_LIMIT_STORES,
  TEST_REDIS_URL,
} from '../../platform/testing/test-redis';

const ADMIN_TOKEN = 'test-admin-token-activation-0123';
const DAY = 86_400_000;

type TBatchFields = Partial<TCallRequest<typeof adminCreateActivationCall>>;

/** What an authorisation's code granted (a book's code grants none). */
function grantedOf(data: { granted: TAuthEntry | null }): TAuthEntry {
  if (!data.granted) throw new Error('the code granted no authorisation');
  return data.granted;
}

describe.each(TEST_DATABASES)('activation codes on %s', (kind) => {
  let t: TTestApp;
  // The app's clock, moved by the tests that need a batch to run out.
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  let phones = 0;
  /** A new user, logged in: a fresh phone each time, so limits of one test never touch another. */
  const newUser = () => loginUser(t, `1370000${String(++phones).padStart(4, '0')}`);

  beforeAll(async () => {
    // Tokens outlive the clock's jumps.
    t = await startTestApp(kind, {
      env: { ADMIN_TOKEN, ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
      now,
    });
  });
  afterAll(() => t.close());

  const batchOf = (fields: TBatchFields) => ({
    name: '年度会员',
    days: 30,
    count: 3,
    validUntil: '2099-12-31',
    ...fields,
  });
  const issue = (fields: TBatchFields = {}) =>
    callContractOk(t, adminCreateActivationCall, batchOf(fields), ADMIN_TOKEN);
  const batches = () => callContract(t, adminListActivationCall, {}, ADMIN_TOKEN);
  const userInfo = (token: string) => callContractOk(t, userInfoCall, {}, token);
  const redeem = (token: string, code: string, ip?: string) =>
    callContractReply(t, redeemActivationCall, { code }, { token, remoteAddress: ip });

  it('issues a batch of typable codes, shown once, and lists it with its use', async () => {
    const batch = await issue({ count: 5, note: '2026 版教材随书卡' });
    expect(batch).toMatchObject({ name: '年度会员', days: 30, count: 5, used: 0 });
    expect(batch.codes).toHaveLength(5);
    for (const code of batch.codes)
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}$/);
    expect(new Set(batch.codes).size).toBe(5);
    // To the end of 2099-12-31, China time.
    expect(batch.validUntil).toBe('2099-12-31T16:00:00.000Z');

    // The database keeps hashes and a prefix, never the code.
    const stored = await selectRows<{ code_hash: string; prefix: string }>(
      t.deps.database.db,
      sql`select code_hash, prefix from activation_codes where batch_id = ${batch.batchId}`,
    );
    const flat = batch.codes.map((code) => code.replaceAll('-', ''));
    expect(stored.map((row) => row.prefix).sort()).toEqual(flat.map((c) => c.slice(0, 4)).sort());
    for (const row of stored) {
      expect(flat.some((code) => row.code_hash.includes(code))).toBe(false);
    }

    const user = await newUser();
    expect((await redeem(user.token, batch.codes[0] ?? '')).envelope.code).toBe(200);
    const list = await batches();
    expect(list.data.find((row) => row.batchId === batch.batchId)).toMatchObject({
      count: 5,
      used: 1,
      note: '2026 版教材随书卡',
    });
    // The demo batch is there too.
    expect(list.data.some((row) => row.name === '示例授权' && row.count === 20)).toBe(true);
  });

  it('refuses bad batches with a reason and writes nothing', async () => {
    const before = await batches();
    const refuse = (fields: TBatchFields) =>
      callContract(t, adminCreateActivationCall, batchOf(fields), ADMIN_TOKEN);
    expect(await refuse({ count: 10_001 })).toMatchObject({ code: 4000 });
    expect(await refuse({ count: 0 })).toMatchObject({ code: 4000 });
    expect(await refuse({ validUntil: '2020-01-01' })).toMatchObject({
      code: 4000,
      msg: '兑换有效期须晚于当前时间',
    });
    expect((await refuse({ validUntil: '明年' })).msg).toContain('有效期格式不正确');
    expect(await refuse({ siteCode: 'nowhere' })).toMatchObject({ code: 4003 });
    expect(
      (await callContract(t, adminCreateActivationCall, batchOf({}), 'not-the-admin-token-0')).code,
    ).toBe(5015);
    const after = await batches();
    expect(after.data).toHaveLength(before.data.length);
  });

  it('grants the named authorisation for its days; the paid bank opens and /userinfo lists it', async () => {
    const user = await newUser();
    const banks = async () => (await callContractOk(t, getCatalogCall, {}, user.token)).banks;
    expect((await banks()).find((bank) => !bank.isFree)?.accessible).toBe(false);

    const [code = ''] = (await issue()).codes;
    // Case, dashes and spaces do not matter.
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    const reply = await redeem(user.token, typed);
    expect(reply.envelope.code).toBe(200);
    const data = reply.envelope.data;
    expect(data).toMatchObject({ isAuth: true, days: 30, extended: false });
    const granted = grantedOf(data);
    expect(granted.unitName).toBe('年度会员');
    const expiry = Date.parse(granted.exiredTime);
    expect(Math.abs(expiry - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(data.auths.map((auth) => auth.unitName)).toEqual(['年度会员']);

    // The new tokens work, and the old session reads the same.
    for (const token of [data.token, user.token]) {
      expect((await banks()).every((bank) => bank.accessible)).toBe(true);
      const info = await userInfo(token);
      expect(info.authNames).toEqual([
        expect.objectContaining({ unitName: '年度会员', exiredTime: granted.exiredTime }),
      ]);
      expect(info.expiredTime).toBe(granted.exiredTime);
    }
  });

  it('extends an authorisation of the same name from its expiry', async () => {
    const user = await newUser();
    const codes = (await issue({ name: '题库会员', days: 10 })).codes;
    const first = (await redeem(user.token, codes[0] ?? '')).envelope.data;
    const second = (await redeem(user.token, codes[1] ?? '')).envelope.data;
    expect(second).toMatchObject({ extended: true, days: 10 });
    expect(grantedOf(second).authId).toBe(grantedOf(first).authId);
    expect(Date.parse(grantedOf(second).exiredTime) - Date.parse(grantedOf(first).exiredTime)).toBe(
      10 * DAY,
    );
    expect(second.auths).toHaveLength(1);
  });

  it('refuses a used code, an unknown one and one past its batch’s date, each with its own reason', async () => {
    const owner = await newUser();
    const other = await newUser();
    const [code = ''] = (await issue()).codes;
    expect((await redeem(owner.token, code)).envelope.code).toBe(200);

    const used = await redeem(other.token, code);
    expect(used.status).toBe(409);
    expect(used.envelope).toMatchObject({ code: 4131, msg: '该激活码已被使用' });
    expect((await redeem(owner.token, code)).envelope).toMatchObject({
      code: 4131,
      msg: '您已使用过该激活码，授权已在“我的授权”中',
    });

    const unknown = await redeem(other.token, 'ABCD-EFGH-JKLM');
    expect(unknown.status).toBe(400);
    expect(unknown.envelope).toMatchObject({ code: 4130, msg: '激活码不正确，请核对后重新输入' });

    const soon = new Date(Date.now() + offset + DAY).toISOString();
    const [late = ''] = (await issue({ validUntil: soon })).codes;
    offset += 2 * DAY;
    try {
      const expired = await redeem(other.token, late);
      expect(expired.status).toBe(410);
      expect(expired.envelope).toMatchObject({ code: 4132, msg: '该激活码已过兑换有效期' });
    } finally {
      offset -= 2 * DAY;
    }
    // Nothing was granted to the other user.
    expect((await userInfo(other.token)).authNames).toEqual([]);
  });

  it('refuses malformed codes with a message a reader can act on', async () => {
    const user = await newUser();
    expect((await redeem(user.token, 'ABCD-EFGH-JKL0')).envelope.msg).toContain(
      '激活码中没有数字 0、1 和字母 O、I',
    );
    expect((await redeem(user.token, 'ABCD-EFGH')).envelope.msg).toContain('激活码为 12 位');
    expect((await redeem(user.token, '')).envelope.msg).toContain('请输入激活码');
  });

  it('wants a logged-in user', async () => {
    const { token } = await t.webToken();
    const [code = ''] = (await issue()).codes;
    expect((await redeem(token, code)).envelope.code).toBe(4106);
  });

  it('lets exactly one of two racing redeems of one code win', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const [code = ''] = (await issue()).codes;
    const replies = await Promise.all([redeem(a.token, code), redeem(b.token, code)]);
    expect(replies.map((reply) => reply.envelope.code).sort()).toEqual([200, 4131]);
    // Exactly one of them holds the authorisation.
    const held = await Promise.all(
      [a, b].map(async (user) => {
        return (await userInfo(user.token)).authNames.length;
      }),
    );
    expect(held.sort()).toEqual([0, 1]);
  });

  it('gives one user redeeming two codes of one name at once one authorisation with both codes’ days', async () => {
    const user = await newUser();
    const codes = (await issue({ name: '双卡会员', days: 20 })).codes;
    const replies = await Promise.all(codes.slice(0, 2).map((code) => redeem(user.token, code)));
    expect(replies.map((reply) => reply.envelope.code)).toEqual([200, 200]);
    const held = (await userInfo(user.token)).authNames.filter(
      (auth) => auth.unitName === '双卡会员',
    );
    expect(held).toHaveLength(1);
    const days = (Date.parse(held[0]?.exiredTime ?? '') - (Date.now() + offset)) / DAY;
    expect(days).toBeGreaterThan(39.9);
    expect(days).toBeLessThanOrEqual(40);
  });

  it('after too many wrong codes refuses every try of the user, the right one too, with Retry-After', async () => {
    const user = await newUser();
    const [code = ''] = (await issue()).codes;
    for (let i = 0; i < ACTIVATION_WRONG_PER_USER; i++) {
      expect((await redeem(user.token, 'ZZZZ-ZZZZ-ZZZZ', '10.9.0.1')).envelope.code).toBe(4130);
    }
    const refused = await redeem(user.token, code, '10.9.0.1');
    expect(refused.status).toBe(429);
    expect(refused.envelope.code).toBe(4029);
    expect(refused.envelope.msg).toBe('激活码错误次数过多，请 60 分钟后再试');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another user of the same address is not yet held back.
    const other = await newUser();
    expect((await redeem(other.token, code, '10.9.0.1')).envelope.code).toBe(200);
    // The window passes.
    offset += 3601_000;
    try {
      const [fresh = ''] = (await issue()).codes;
      expect((await redeem(user.token, fresh, '10.9.0.1')).envelope.code).toBe(200);
    } finally {
      offset -= 3601_000;
    }
  });

  it('after too many wrong codes from one address refuses everyone there', async () => {
    const ip = '10.77.0.9';
    let wrong = 0;
    while (wrong < ACTIVATION_WRONG_PER_IP) {
      const user = await newUser();
      for (let i = 0; i < ACTIVATION_WRONG_PER_USER - 1 && wrong < ACTIVATION_WRONG_PER_IP; i++) {
        expect((await redeem(user.token, 'YYYY-YYYY-YYYY', ip)).envelope.code).toBe(4130);
        wrong += 1;
      }
    }
    const [code = ''] = (await issue()).codes;
    const fresh = await newUser();
    expect((await redeem(fresh.token, code, ip)).envelope.code).toBe(4029);
    expect((await redeem(fresh.token, code, '10.77.1.9')).envelope.code).toBe(200);
  });

  it('names the unused demo codes, which redeem for 示例授权 of 365 days', async () => {
    const demo = await unusedDemoActivationCodes(t.deps.database.db, 1, DEVELOPMENT_TOKEN_SECRET);
    expect(demo).toHaveLength(20);
    const user = await newUser();
    const reply = await redeem(user.token, demo[0] ?? '');
    expect(reply.envelope.data).toMatchObject({ days: 365, granted: { unitName: '示例授权' } });
    expect(
      await unusedDemoActivationCodes(t.deps.database.db, 1, DEVELOPMENT_TOKEN_SECRET),
    ).toEqual(demo.slice(1));
  });
});

// The limit holds under parallel calls: every try is counted before the code is read, so 200
// wrong codes sent at once by one user are refused past the tenth, on either limit store.
describe.each(TEST_LIMIT_STORES)('activation wrong-code limit with the %s store', (store) => {
  let t: TTestApp;
  beforeAll(async () => {
    const env: Record<string, string> = { ADMIN_TOKEN };
    if (store === 'redis') {
      env.REDIS_URL = TEST_REDIS_URL;
      // User ids restart with each test database, and Redis keeps an earlier run's counters.
      await forgetRedisKeys('yzfk:rate:activation:*');
    }
    t = await startTestApp(TEST_DATABASES.at(-1) ?? 'pglite', { env });
  });
  afterAll(() => t.close());

  it('checks at most ten of 200 wrong codes sent at once by one user', async () => {
    const phone = `1371${String(Date.now()).slice(-7)}`;
    const { token } = await loginUser(t, phone);
    const ip = `10.88.${String(Date.now() % 250)}.1`;
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        callContractReply(
          t,
          redeemActivationCall,
          { code: 'XXXX-XXXX-XXXX' },
          { token, remoteAddress: ip },
        ),
      ),
    );
    const codes = replies.map((reply) => reply.envelope.code);
    expect(codes.filter((code) => code === 4130)).toHaveLength(ACTIVATION_WRONG_PER_USER);
    expect(codes.filter((code) => code === 4029)).toHaveLength(200 - ACTIVATION_WRONG_PER_USER);
  });
});
