import { describe, expect, it } from 'vitest';
import { userInfoCall } from '@yzfk/contract/calls/auth-user';
import { callContractReply } from '../../platform/testing/call-contract';
import { createAccessTokens } from './access-token';
import { TEST_DATABASES, startTestApp } from '../../test-app';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const SID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: number }).code;
  }
}

describe('access tokens', () => {
  const tokens = createAccessTokens(SECRET);
  it('answers the claims of a token it signed', () => {
    const token = tokens.sign({ sid: SID, site: 1, iat: 1, exp: 100 });
    expect(tokens.verify(token, 50)).toMatchObject({ sid: SID, site: 1 });
    expect(codeOf(() => tokens.verify(token, 100))).toBe(4011);
  });
  it('refuses a signed token whose claims could not name a session (5015)', () => {
    for (const claims of [
      { sid: 'not-a-uuid', site: 1, iat: 1, exp: 100 },
      { sid: `${SID}\u0000`, site: 1, iat: 1, exp: 100 },
      { sid: SID, site: 2 ** 31, iat: 1, exp: 100 },
      { sid: SID, site: 0, iat: 1, exp: 100 },
    ]) {
      expect(
        codeOf(() => tokens.verify(tokens.sign(claims), 50)),
        JSON.stringify(claims),
      ).toBe(5015);
    }
  });
});

describe.each(TEST_DATABASES)('a signed token with a malformed session id on %s', (kind) => {
  it('answers 5015, not 500', async () => {
    const t = await startTestApp(kind, { env: { TOKEN_SECRET: SECRET } });
    try {
      const token = createAccessTokens(SECRET).sign({ sid: 'x', site: 1, iat: 1, exp: 9e9 });
      const { status, envelope } = await callContractReply(t, userInfoCall, {}, token);
      expect({ status, code: envelope.code }).toEqual({ status: 401, code: 5015 });
    } finally {
      await t.close();
    }
  });
});
