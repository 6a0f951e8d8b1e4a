import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalSearchCall } from '@yzfk/contract/calls/search';
import { callContractReply } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// Searches are limited per caller (the user, else the session) and per address, as gettoken
// is: parallel searches past the limit answer 4029 with Retry-After (issue 27 item 3).

describe.each(TEST_DATABASES)('global search limits on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { SEARCH_PER_CALLER_PER_MINUTE: '5', SEARCH_PER_IP_PER_MINUTE: '8' },
    });
  });
  afterAll(() => t.close());

  const search = (token: string, remoteAddress: string) =>
    callContractReply(t, globalSearchCall, { query: '民法' }, { token, remoteAddress });

  it('answers 4029 past the caller’s limit, and past the address’s for fresh tokens', async () => {
    const ip = '198.51.100.77';
    const { token } = await t.webToken();
    const replies = await Promise.all(Array.from({ length: 7 }, () => search(token, ip)));
    const codes = replies.map((reply) => reply.envelope.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 4029)).toHaveLength(2);
    const refused = replies.find((reply) => reply.envelope.code === 4029);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Fresh anonymous tokens from the same address: the address's limit (8) holds them.
    const fresh = async () => search((await t.webToken()).token, ip);
    expect((await fresh()).envelope.code).toBe(200);
    expect((await fresh()).envelope.code).toBe(4029);
    // Another address is not held back.
    expect((await search((await t.webToken()).token, '198.51.100.78')).envelope.code).toBe(200);
  });
});
