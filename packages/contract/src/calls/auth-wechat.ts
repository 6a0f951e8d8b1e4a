import { z } from 'zod';
import { defineCall } from '../call';
import { zText } from '../fields';
import { ZLoginResultSchema } from './auth-login';

const ZOAuthReturnSchema = z.object({
  code: zText({ min: 1, max: 512, minMessage: '缺少微信授权码', typeMessage: '缺少微信授权码' }),
  state: zText({ min: 1, max: 128, minMessage: '缺少授权状态', typeMessage: '缺少授权状态' }),
});

/**
 * POST /flks/auth/getwxauth: the WeChat authorisation URL to send the browser to, for logging
 * in or for binding the logged-in account; WeChat returns to `redirectUri` with code and state.
 */
export const getWxAuthCall = defineCall({
  path: '/flks/auth/getwxauth',
  request: z.object({
    purpose: z.enum(['login', 'bind'], { error: '授权用途不正确' }),
    redirectUri: zText({ min: 1, max: 1024, maxMessage: '回调地址过长' }).pipe(
      z.url({ error: '回调地址不正确' }),
    ),
  }),
  data: z.object({ url: z.string(), state: z.string() }),
});

/** POST /flks/auth/login/wx: logs in with the WeChat account bound to a user. */
export const loginWxCall = defineCall({
  path: '/flks/auth/login/wx',
  request: ZOAuthReturnSchema,
  data: ZLoginResultSchema,
});

/** POST /flks/auth/bindwx: binds the WeChat account that came back to the logged-in user. */
export const bindWxCall = defineCall({
  path: '/flks/auth/bindwx',
  request: ZOAuthReturnSchema,
  data: z.object({ wxBind: z.literal(true), wxNickName: z.string() }),
});

/** POST /flks/auth/unbindwx: removes the logged-in user's WeChat binding. */
export const unbindWxCall = defineCall({
  path: '/flks/auth/unbindwx',
  request: z.object({}),
  data: z.object({ wxBind: z.literal(false) }),
});
