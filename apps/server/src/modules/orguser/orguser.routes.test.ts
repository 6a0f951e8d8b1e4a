import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAddOrgUserCall,
  adminApproveOrgUserCall,
  adminCreateOrgCall,
  adminGrantCall,
} from '@yzfk/contract/calls/admin';
import { userInfoCall } from '@yzfk/contract/calls/auth-user';
import { applyOrgUserCall, listOrgUserCall } from '@yzfk/contract/calls/orguser';
import { loginUser } from '../identity/identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { callContract, callContractOk } from '../../platform/testing/call-contract';

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
    const applied = await callContractOk(t, applyOrgUserCall, application, user.token);
    expect(applied).toMatchObject({
      ...application,
      state: 'pending',
      decidedAt: '',
    });
    const listed = await callContractOk(t, listOrgUserCall, {}, user.token);
    expect(listed.map((row) => [row.id, row.state])).toEqual([[applied.id, 'pending']]);

    const approve = (token: string) =>
      callContract(t, adminApproveOrgUserCall, { id: applied.id, days: 365 }, token);
    expect((await approve('not-the-admin-token-000')).code).toBe(5015);
    expect((await approve(ADMIN_TOKEN)).code).toBe(200);
    expect(await approve(ADMIN_TOKEN)).toMatchObject({
      code: 4000,
      msg: '该申请已处理',
    });

    const after = await callContractOk(t, listOrgUserCall, {}, user.token);
    expect(after[0]?.state).toBe('approved');
    const again = await loginUser(t, '13400000001').catch(() => undefined);
    const info = await callContractOk(t, userInfoCall, {}, again?.token ?? user.token);
    expect(info.authNames.map((auth) => auth.unitName)).toContain('示例政法大学图书馆');
  });

  it('refuses ranges that authorise the world (4116) in applications and, unconfirmed, in admin/org/create', async () => {
    const user = await loginUser(t, '13400000021');
    for (const range of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1',
      '::ffff:0.0.0.0/96',
      '10.0.0.0/15',
      '2001:db8::/47',
    ]) {
      const refused = await callContract(
        t,
        applyOrgUserCall,
        { ...application, ipRanges: ['10.8.0.0/16', range] },
        user.token,
      );
      expect(refused.code, range).toBe(4116);
      expect(refused.msg).toBe(
        `IP 段范围过大，请填写本单位实际使用的 IP 段（最宽 IPv4 /16、IPv6 /48）：${range}`,
      );
      const created = await callContract(
        t,
        adminCreateOrgCall,
        { unitName: '全网单位', ipRanges: [range], days: 30 },
        ADMIN_TOKEN,
      );
      expect(created.code, range).toBe(4116);
    }
    expect(await callContractOk(t, listOrgUserCall, {}, user.token)).toEqual([]);
    // The narrowest allowed, and a mapped /112 (an IPv4 /16), pass; the operator may confirm.
    const narrow = ['10.9.0.0/16', '2001:db8:1::/48', '::ffff:10.10.0.0/112'];
    expect(
      (await callContract(t, applyOrgUserCall, { ...application, ipRanges: narrow }, user.token))
        .code,
    ).toBe(200);
    const confirmed = await callContract(
      t,
      adminCreateOrgCall,
      { unitName: '全网单位', ipRanges: ['0.0.0.0/0'], days: 30, confirmWideRanges: true },
      ADMIN_TOKEN,
    );
    expect(confirmed.code).toBe(200);
  });

  it('takes at most 3 pending applications per user, even sent in parallel (4117)', async () => {
    const user = await loginUser(t, '13400000022');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callContract(t, applyOrgUserCall, application, user.token)),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === 4117)[0]?.msg).toBe(
      '待审核的申请已有 3 份，请等待处理后再提交',
    );
    expect(await callContractOk(t, listOrgUserCall, {}, user.token)).toHaveLength(3);
  });

  it('refuses bad ranges and anonymous visitors', async () => {
    const visitor = await t.webToken();
    expect((await callContract(t, applyOrgUserCall, application, visitor.token)).code).toBe(4106);
    const user = await loginUser(t, '13400000002');
    const bad = await callContract(
      t,
      applyOrgUserCall,
      { ...application, ipRanges: ['10.8.0.0/40'] },
      user.token,
    );
    expect(bad.msg).toBe('输入的数据不合法!（ipRanges.0：IP 段格式不正确，例如 202.112.0.0/16）');
  });

  it('lets operators create units and grant authorisations', async () => {
    const org = await callContractOk(
      t,
      adminCreateOrgCall,
      { unitName: '示例仲裁委', ipRanges: ['192.0.2.0/24'], days: 30 },
      ADMIN_TOKEN,
    );
    const grant = await callContract(
      t,
      adminGrantCall,
      { phone: '13400000003', name: '年度会员', days: 30 },
      ADMIN_TOKEN,
    );
    expect(grant.code).toBe(200);
    const add = await callContractOk(
      t,
      adminAddOrgUserCall,
      { organisationId: org.organisationId, phone: '13400000003' },
      ADMIN_TOKEN,
    );
    expect(add).toEqual({ added: true });
  });
});

describe('operator calls without ADMIN_TOKEN', () => {
  it('do not exist', async () => {
    const t = await startTestApp('pglite');
    const reply = await callContract(
      t,
      adminCreateOrgCall,
      { unitName: 'x', days: 1 },
      'whatever-token',
    );
    expect(reply.code).toBe(4004);
    await t.close();
  });
});
