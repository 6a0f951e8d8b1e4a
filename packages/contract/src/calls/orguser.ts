import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zText } from '../fields';
import { ZCidrSchema, ZPhoneSchema } from './identity-fields';

/** Applications a user may have waiting for a decision at once (4117 beyond). */
export const ORG_APPLICATIONS_PENDING_MAX = 3;

export const ORG_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;

/** Limits of an application's fields (the messages are built from them). */
export const ORG_UNIT_NAME_MIN = 2;
export const ORG_UNIT_NAME_MAX = 100;
export const ORG_CONTACT_NAME_MAX = 40;
export const ORG_IP_RANGES_MAX = 20;
export const ORG_MESSAGE_MAX = 500;

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
      min: ORG_UNIT_NAME_MIN,
      max: ORG_UNIT_NAME_MAX,
      minMessage: `单位名称至少 ${ORG_UNIT_NAME_MIN} 个字`,
      maxMessage: `单位名称最多 ${ORG_UNIT_NAME_MAX} 个字`,
    }),
    contactName: zText({
      min: 1,
      max: ORG_CONTACT_NAME_MAX,
      minMessage: '请填写联系人',
      maxMessage: `联系人最多 ${ORG_CONTACT_NAME_MAX} 个字`,
    }),
    contactPhone: ZPhoneSchema,
    ipRanges: z
      .array(ZCidrSchema)
      .max(ORG_IP_RANGES_MAX, `最多填写 ${ORG_IP_RANGES_MAX} 个 IP 段`)
      .default([]),
    message: zFreeText({
      max: ORG_MESSAGE_MAX,
      maxMessage: `说明最多 ${ORG_MESSAGE_MAX} 个字`,
      trim: true,
    }).default(''),
  }),
  data: ZOrgApplicationSchema,
});

/** POST /flks/orguser/list: the logged-in user's applications, newest first. */
export const listOrgUserCall = defineCall({
  path: '/flks/orguser/list',
  request: z.object({}),
  data: z.array(ZOrgApplicationSchema),
});
