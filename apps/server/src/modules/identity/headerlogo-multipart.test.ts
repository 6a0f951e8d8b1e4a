import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LOGO_PATH } from '@yzfk/contract/calls/auth-user';
import { HOSTILE_MULTIPART } from '../../platform/testing/hostile-multipart';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { loginUser } from './identity-fixtures';

// Every malformed multipart shape sent to the avatar upload (the only upload call) is refused
// with 4006 and its Chinese message, never a 500 (issue 27: no boundary answered 500).

describe.each(TEST_DATABASES)('a malformed avatar upload on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await loginUser(t)).token;
  });
  afterAll(() => t.close());

  it.each(HOSTILE_MULTIPART.map((shape) => [shape.name, shape] as const))(
    '%s: 4006',
    async (_name, shape) => {
      const { status, envelope } = await t.call(HEADER_LOGO_PATH, undefined, {
        token,
        rawBody: shape.rawBody,
        contentType: shape.contentType,
      });
      expect({ status, code: envelope.code, msg: envelope.msg }).toEqual({
        status: 400,
        code: 4006,
        msg: '上传的数据格式不正确，请重新选择文件',
      });
    },
  );
});
