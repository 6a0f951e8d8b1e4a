import { z } from 'zod';
import { defineCall } from '../call';
import { zText } from '../fields';

/** A domain name as browsers send it in `location.hostname` (no port, no scheme). */
const ZDomainName = zText({ min: 1, max: 253, minMessage: '域名不能为空', maxMessage: '域名过长' })
  .toLowerCase()
  .regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/, '域名格式不正确');

export const ZTokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TTokenPair = z.infer<typeof ZTokenPairSchema>;

/**
 * POST /flks/auth/gettoken?tk=<client stamp>: an anonymous web token for the site of a domain.
 * `tk` is a URL parameter (see TGetTokenQuery), not part of the encrypted body.
 */
export const getTokenCall = defineCall({
  path: '/flks/auth/gettoken',
  request: z.object({ domainName: ZDomainName }),
  data: ZTokenPairSchema,
});

/** The `tk` URL parameter of gettoken: the client's time stamp in ms, a cache breaker. */
export const ZGetTokenQuerySchema = z.object({
  tk: zText({ max: 64, maxMessage: 'tk 参数格式不正确' })
    .regex(/^[0-9A-Za-z_-]{1,64}$/, 'tk 参数格式不正确')
    .optional(),
});

/**
 * POST /flks/auth/refresh, with the refresh token as the bearer token: new tokens.
 * The body names the access token being replaced (it may have expired).
 */
export const refreshCall = defineCall({
  path: '/flks/auth/refresh',
  request: z.object({ accessToken: zText({ max: 4096 }).optional() }),
  data: ZTokenPairSchema,
});

/** POST /flks/auth/servicepath: the path of the site's home URL. */
export const servicePathCall = defineCall({
  path: '/flks/auth/servicepath',
  request: z.object({}),
  data: z.object({ path: z.string() }),
});
