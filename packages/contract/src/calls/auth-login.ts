import { z } from 'zod';
import { defineCall } from '../call';
import { zId } from '../fields';
import { ZTokenPairSchema } from './auth';
import { SMS_PURPOSES, ZAuthEntrySchema, ZPhoneSchema, ZSmsCodeSchema } from './identity-fields';

/** The answer of every login (spec section 3, "Login response"), tokens included. */
export const ZLoginResultSchema = ZTokenPairSchema.extend({
  loginType: z.number().int(),
  ip: z.string(),
  isAuth: z.boolean(),
  nickname: z.string(),
  /** 1: the access token expires after expires_in seconds and is refreshed. */
  tokenExpiredType: z.number().int(),
  auths: z.array(ZAuthEntrySchema),
});
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

/** POST /flks/auth/sendcode: sends a 6-digit code valid 5 minutes to a phone. */
export const sendCodeCall = defineCall({
  path: '/flks/auth/sendcode',
  request: z.object({
    phone: ZPhoneSchema,
    purpose: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }).default('login'),
  }),
  data: z.object({
    /** Seconds the code stays valid. */
    expiresIn: z.number().int(),
    /** Seconds until another code may be sent to this phone. */
    resendIn: z.number().int(),
  }),
});

/** POST /flks/auth/login/phone: logs in (or signs up) with a phone and its SMS code. */
export const loginPhoneCall = defineCall({
  path: '/flks/auth/login/phone',
  request: z.object({ phone: ZPhoneSchema, code: ZSmsCodeSchema }),
  data: ZLoginResultSchema,
});

/** POST /flks/auth/login/ip: logs in as the organisation whose IP range holds the caller. */
export const loginIpCall = defineCall({
  path: '/flks/auth/login/ip',
  request: z.object({}),
  data: ZLoginResultSchema,
});

/** POST /flks/auth/login/change: switches the session to another of the user's authorisations. */
export const loginChangeCall = defineCall({
  path: '/flks/auth/login/change',
  request: z.object({ authId: zId('授权编号') }),
  data: ZLoginResultSchema,
});

/** POST /flks/auth/bind/phone: binds a phone (with its code) to the logged-in account. */
export const bindPhoneCall = defineCall({
  path: '/flks/auth/bind/phone',
  request: z.object({ phone: ZPhoneSchema, code: ZSmsCodeSchema }),
  data: ZLoginResultSchema,
});

/** POST /flks/auth/logout: ends the session; its tokens stop working at once. */
export const logoutCall = defineCall({
  path: '/flks/auth/logout',
  request: z.object({}),
  data: z.object({ loggedOut: z.literal(true) }),
});

/** POST /flks/auth/isonline: whether the session still counts (5008 when forced offline). */
export const isOnlineCall = defineCall({
  path: '/flks/auth/isonline',
  request: z.object({}),
  data: z.object({ online: z.literal(true), isLogined: z.boolean() }),
});
