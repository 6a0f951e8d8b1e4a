import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallRequest } from '@yzfk/contract/call';
import { sendCodeCall } from '@yzfk/contract/calls/auth-login';
import { lastCodeFor } from './identity-fixtures';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { callContractReply, looseBody } from '../../platform/testing/call-contract';

type TPurpose = TCallRequest<typeof sendCodeCall>['purpose'];

/** Sends a code from a fresh web session (the clock moves past the 15-minute access token). */
async function sendFrom(t: TTestApp, body: TCallRequest<typeof sendCodeCall>) {
  return callContractReply(t, sendCodeCall, body, (await t.webToken()).token);
}

describe.each(TEST_DATABASES)('POST /flks/auth/sendcode on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const send = (phone: string, purpose?: TPurpose) =>
    sendFrom(t, { phone, ...(purpose ? { purpose } : {}) });
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  it('writes a 6-digit code to the outbox as one JSON line', async () => {
    const { envelope } = await send('13800000001');
    expect(envelope).toMatchObject({ code: 200, data: { expiresIn: 300, resendIn: 60 } });
    const line = JSON.parse(
      readFileSync(t.smsOutbox, 'utf8').trim().split('\n').at(-1) ?? '',
    ) as Record<string, string>;
    expect(Object.keys(line).sort()).toEqual(['at', 'code', 'phone', 'text']);
    expect(line.phone).toBe('13800000001');
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.text).toContain(line.code);
    expect(lastCodeFor(t.smsOutbox, '13800000001')).toBe(line.code);
  });

  it('allows one code per phone per 60 s and says how long to wait', async () => {
    await send('13800000002');
    later(20);
    const { status, envelope } = await send('13800000002');
    expect(status).toBe(429);
    expect(envelope).toMatchObject({ code: 4029, msg: '发送过于频繁，请 40 秒后再试' });
    later(40);
    expect((await send('13800000002')).envelope.code).toBe(200);
  });

  it('allows ten codes per phone per day', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('13800000003')).envelope.code).toBe(200);
      later(61);
    }
    const eleventh = await send('13800000003');
    expect(eleventh.envelope.code).toBe(4029);
    expect(eleventh.envelope.msg).toMatch(/^发送过于频繁，请 \d+ 秒后再试$/);
    later(86_400);
    expect((await send('13800000003')).envelope.code).toBe(200);
  });

  it('allows twenty codes per client IP per hour, whatever the phones', async () => {
    later(3600);
    for (let i = 0; i < 20; i++) {
      expect((await send(`139000000${String(i).padStart(2, '0')}`)).envelope.code).toBe(200);
    }
    expect((await send('13900000099')).envelope.code).toBe(4029);
  });

  it('refuses a malformed phone and an unknown purpose in Chinese', async () => {
    later(3600);
    expect((await send('1380000')).envelope.msg).toBe(
      '输入的数据不合法!（phone：请输入正确的 11 位手机号）',
    );
    expect(
      (await sendFrom(t, looseBody({ phone: '13800000009', purpose: 'spam' }))).envelope.msg,
    ).toBe('输入的数据不合法!（purpose：验证码用途不正确）');
  });

  it('sends check codes only to the current phone of a logged-in user', async () => {
    const { envelope } = await send('13800000010', 'check');
    expect(envelope).toMatchObject({ code: 4106, msg: '请先登录' });
  });
});

describe.each(TEST_DATABASES)('the resend interval (SMS_RESEND_INTERVAL_S) on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { SMS_RESEND_INTERVAL_S: '5' }, now: () => now });
  });
  afterAll(() => t.close());

  const send = (phone: string) => sendFrom(t, { phone });

  it('tells the browser the configured wait and allows the next code after it', async () => {
    expect((await send('13800000021')).envelope).toMatchObject({
      code: 200,
      data: { resendIn: 5 },
    });
    now = new Date(now.getTime() + 4000);
    expect((await send('13800000021')).envelope).toMatchObject({
      code: 4029,
      msg: '发送过于频繁，请 1 秒后再试',
    });
    now = new Date(now.getTime() + 1000);
    expect((await send('13800000021')).envelope.code).toBe(200);
  });
});
