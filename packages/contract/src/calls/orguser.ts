import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zText } from '../fields';
import { ZCidrSchema, ZPhoneSchema } from './identity-fields';

export const ORG_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;

export const ZOrgApplicationSchema = z.object({
  id: z.number().int(),
  unitName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** CIDR ranges the unit asks to be recognised by, one per line as entered. */
  ipRanges: z.array(z.string()),
  message: z.string(),
  state: z.enum(ORG_APPLICATION_STATES),
  createdAt: z.string(),
  decidedAt: z.string(),
});
export type TOrgApplication = z.infer<typeof ZOrgApplicationSchema>;

/** POST /flks/orguser/apply: the logged-in user applies for an organisation authorisation. */
export const applyOrgUserCall = defineCall({
  path: '/flks/orguser/apply',
  request: z.object({
    unitName: zText({
      min: 2,
      max: 100,
      minMessage: '单位名称至少 2 个字',
      maxMessage: '单位名称最多 100 个字',
    }),
    contactName: zText({
      min: 1,
      max: 40,
      minMessage: '请填写联系人',
      maxMessage: '联系人最多 40 个字',
    }),
    contactPhone: ZPhoneSchema,
    ipRanges: z.array(ZCidrSchema).max(20, '最多填写 20 个 IP 段').default([]),
    message: zFreeText({ max: 500, maxMessage: '说明最多 500 个字', trim: true }).default(''),
  }),
  data: ZOrgApplicationSchema,
});

/** POST /flks/orguser/list: the logged-in user's applications, newest first. */
export const listOrgUserCall = defineCall({
  path: '/flks/orguser/list',
  request: z.object({}),
  data: z.array(ZOrgApplicationSchema),
});
