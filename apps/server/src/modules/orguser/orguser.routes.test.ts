import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginUser } from '../identity/identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

describe.each(TEST_DATABASES)('organisation-user applications on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { ADMIN_TOKEN } });
  });
  afterAll(() => t.close());

  const application = {
    unitName: '示例政法大学图书馆',
    contactName: '王老师',
    contactPhone: '13400000009',
    ipRanges: ['10.8.0.0/16'],
    message: '全校师生使用',
  };

  it('stores an application, lists it with its state, and an operator approves it', async () => {
    const user = await loginUser(t, '13400000001');
    const applied = await t.call<{ id: number; state: string }>(
      '/flks/orguser/apply',
      application,
      {
        token: user.token,
      },
    );
    expect(applied.envelope.data).toMatchObject({
      ...application,
      state: 'pending',
      decidedAt: '',
    });
    const listed = await t.call<{ id: number; state: string }[]>(
      '/flks/orguser/list',
      {},
      { token: user.token },
    );
    expect(listed.envelope.data.map((row) => [row.id, row.state])).toEqual([
      [applied.envelope.data.id, 'pending'],
    ]);

    const approve = (token: string) =>
      t.call('/flks/admin/orguser/approve', { id: applied.envelope.data.id, days: 365 }, { token });
    expect((await approve('not-the-admin-token-000')).envelope.code).toBe(5015);
    expect((await approve(ADMIN_TOKEN)).envelope.code).toBe(200);
    expect((await approve(ADMIN_TOKEN)).envelope).toMatchObject({
      code: 4000,
      msg: '该申请已处理',
    });

    const after = await t.call<{ state: string }[]>(
      '/flks/orguser/list',
      {},
      { token: user.token },
    );
    expect(after.envelope.data[0]?.state).toBe('approved');
    const again = await loginUser(t, '13400000001').catch(() => undefined);
    const info = await t.call<{ authNames: { unitName: string }[] }>(
      '/flks/auth/userinfo',
      {},
      {
        token: again?.token ?? user.token,
      },
    );
    expect(info.envelope.data.authNames.map((auth) => auth.unitName)).toContain(
      '示例政法大学图书馆',
    );
  });

  it('refuses bad ranges and anonymous visitors', async () => {
    const visitor = await t.webToken();
    expect(
      (await t.call('/flks/orguser/apply', application, { token: visitor.token })).envelope.code,
    ).toBe(4106);
    const user = await loginUser(t, '13400000002');
    const bad = await t.call(
      '/flks/orguser/apply',
      { ...application, ipRanges: ['10.8.0.0/40'] },
      { token: user.token },
    );
    expect(bad.envelope.msg).toBe(
      '输入的数据不合法!（ipRanges.0：IP 段格式不正确，例如 202.112.0.0/16）',
    );
  });

  it('lets operators create units and grant authorisations', async () => {
    const org = await t.call<{ organisationId: number }>(
      '/flks/admin/org/create',
      { unitName: '示例仲裁委', ipRanges: ['192.0.2.0/24'], days: 30 },
      { token: ADMIN_TOKEN },
    );
    expect(org.envelope.code).toBe(200);
    const grant = await t.call(
      '/flks/admin/auth/grant',
      { phone: '13400000003', name: '年度会员', days: 30 },
      { token: ADMIN_TOKEN },
    );
    expect(grant.envelope.code).toBe(200);
    const add = await t.call(
      '/flks/admin/org/adduser',
      { organisationId: org.envelope.data.organisationId, phone: '13400000003' },
      { token: ADMIN_TOKEN },
    );
    expect(add.envelope.data).toEqual({ added: true });
  });
});

describe('operator calls without ADMIN_TOKEN', () => {
  it('do not exist', async () => {
    const t = await startTestApp('pglite');
    const { envelope } = await t.call(
      '/flks/admin/org/create',
      { unitName: 'x', days: 1 },
      { token: 'whatever-token' },
    );
    expect(envelope.code).toBe(4004);
    await t.close();
  });
});
