import { z } from 'zod';
import { defineCall, defineUploadCall } from '../call';
import { zText } from '../fields';
import { ZAuthEntrySchema, ZPhoneSchema, ZSmsCodeSchema } from './identity-fields';

/** The user info of spec section 3, as `/flks/auth/userinfo` answers it. */
export const ZUserInfoSchema = z.object({
  /** 2: unit authorisation (shown with unitName); otherwise personal (shown with nickName). */
  authType: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  unitName: z.string(),
  /** URL of the avatar, empty when none. */
  headerlogo: z.string(),
  /** Masked phone, e.g. 138****0000; empty when none is bound. */
  phone: z.string(),
  loginType: z.number().int(),
  wxBind: z.boolean(),
  wxNickName: z.string(),
  latestLoginIP: z.string(),
  /** Spelled as the spec has it. ISO time stamp, empty when never. */
  lastestLoginTime: z.string(),
  /** Expiry of the selected authorisation, ISO time stamp, empty when none. */
  expiredTime: z.string(),
  isSingleAuth: z.boolean(),
  authNames: z.array(ZAuthEntrySchema),
  /** 1 active. */
  state: z.number().int(),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;

/** POST /flks/auth/userinfo: the logged-in user's info. */
export const userInfoCall = defineCall({
  path: '/flks/auth/userinfo',
  request: z.object({}),
  data: ZUserInfoSchema,
});

/** The longest nickname, in characters. */
export const NICKNAME_MAX = 20;

/** POST /flks/auth/edituser/nickname. */
export const editNicknameCall = defineCall({
  path: '/flks/auth/edituser/nickname',
  request: z.object({
    nickName: zText({
      min: 1,
      max: NICKNAME_MAX,
      minMessage: '昵称不能为空',
      maxMessage: `昵称最多 ${NICKNAME_MAX} 个字`,
    }).regex(/^[^<>"'&\p{Cc}]+$/u, '昵称不能包含特殊字符'),
  }),
  data: z.object({ nickName: z.string() }),
});

/**
 * POST /flks/auth/checkuserphone: proves the user holds the current phone (code sent with
 * purpose `check`); answers a ticket that /edituser/phone needs within 10 minutes.
 */
export const checkUserPhoneCall = defineCall({
  path: '/flks/auth/checkuserphone',
  request: z.object({ code: ZSmsCodeSchema }),
  data: z.object({ ticket: z.string() }),
});

/** POST /flks/auth/edituser/phone: moves the account to a new phone (code with purpose `change`). */
export const editPhoneCall = defineCall({
  path: '/flks/auth/edituser/phone',
  request: z.object({
    ticket: zText({ min: 1, max: 200 }),
    phone: ZPhoneSchema,
    code: ZSmsCodeSchema,
  }),
  data: z.object({ phone: z.string() }),
});

/** POST /flks/auth/canceluser: cancels the account; every session of it ends. */
export const cancelUserCall = defineCall({
  path: '/flks/auth/canceluser',
  request: z.object({ confirm: z.literal(true, { error: '请确认注销账号' }) }),
  data: z.object({ cancelled: z.literal(true) }),
});

/** Answer of POST /flks/auth/edituser/headerlogo (multipart, field `file`). */
export const ZHeaderLogoDataSchema = z.object({ headerlogo: z.string() });
export const HEADER_LOGO_PATH = '/flks/auth/edituser/headerlogo';
/** Avatars: JPEG, PNG or WebP up to 2 MiB. */
export const HEADER_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const HEADER_LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /flks/auth/edituser/headerlogo (multipart, field `file`): a new avatar; answers its URL. */
export const uploadHeaderLogoCall = defineUploadCall({
  path: HEADER_LOGO_PATH,
  data: ZHeaderLogoDataSchema,
  maxBytes: HEADER_LOGO_MAX_BYTES,
  types: HEADER_LOGO_TYPES,
});
