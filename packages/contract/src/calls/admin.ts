import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zInt, zText } from '../fields';
import { ZCidrSchema, ZPhoneSchema } from './identity-fields';

// Operator calls: enabled by ADMIN_TOKEN on the server, which is their bearer token.
// `npm run api -- /flks/admin/... '<json>' --token $ADMIN_TOKEN` is how operators use them.

/** The longest site code. */
export const SITE_CODE_MAX = 40;

/** The site an operator call is about, by its code (the demo site's when left out). */
export const ZSiteCodeSchema = zText({ min: 1, max: SITE_CODE_MAX }).default('yzfk');
const ZDaysSchema = zInt({
  min: 1,
  max: 36_500,
  label: '天数',
  minMessage: '天数至少为 1',
  maxMessage: '天数过大',
});

/** Creates an organisation with IP ranges and a unit authorisation of `days`. */
export const adminCreateOrgCall = defineCall({
  path: '/flks/admin/org/create',
  request: z.object({
    siteCode: ZSiteCodeSchema,
    unitName: zText({ min: 2, max: 100 }),
    ipRanges: z.array(ZCidrSchema).max(100).default([]),
    days: ZDaysSchema,
    /**
     * The operator confirms ranges wider than IP_RANGE_WIDEST_V4 / _V6 (4116 without it): each
     * authorises every visitor from those addresses.
     */
    confirmWideRanges: z.boolean().default(false),
  }),
  data: z.object({ organisationId: z.number().int(), authId: z.number().int() }),
});

/** Grants the phone's user (created if needed) a personal authorisation of `days`. */
export const adminGrantCall = defineCall({
  path: '/flks/admin/auth/grant',
  request: z.object({
    siteCode: ZSiteCodeSchema,
    phone: ZPhoneSchema,
    name: zText({ min: 1, max: 100 }),
    days: ZDaysSchema,
  }),
  data: z.object({ authId: z.number().int(), userId: z.number().int() }),
});

/** Makes the phone's user (created if needed) a member of an organisation. */
export const adminAddOrgUserCall = defineCall({
  path: '/flks/admin/org/adduser',
  request: z.object({
    siteCode: ZSiteCodeSchema,
    organisationId: zId('机构编号'),
    phone: ZPhoneSchema,
  }),
  data: z.object({ added: z.literal(true) }),
});

/**
 * Approves an organisation-user application: creates the organisation with the ranges applied
 * for, a unit authorisation of `days`, and makes the applicant a member.
 */
export const adminApproveOrgUserCall = defineCall({
  path: '/flks/admin/orguser/approve',
  request: z.object({ id: zId('申请编号'), days: ZDaysSchema }),
  data: z.object({ organisationId: z.number().int(), authId: z.number().int() }),
});
