import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zText } from '../fields';
import { ZSiteCodeSchema } from './admin';
import { HOME_SECTION_KINDS } from './home-sections';

// Operator calls for the home sections (bearer = ADMIN_TOKEN, like the other /flks/admin calls).

/** The longest section title, and the most sections one order call names. */
export const HOME_SECTION_TITLE_MAX = 30;
export const HOME_SECTIONS_ORDER_MAX = 100;

/** A stored section as an operator sees it: configuration, not resolved content. */
export const ZHomeSectionRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HOME_SECTION_KINDS),
  title: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()),
});

/** POST /flks/admin/home/sections: a site's home sections in order, on and off. */
export const adminListHomeSectionsCall = defineCall({
  path: '/flks/admin/home/sections',
  request: z.object({ siteCode: ZSiteCodeSchema }),
  data: z.object({ sections: z.array(ZHomeSectionRowSchema) }),
});

/**
 * POST /flks/admin/home/section/update: a section's title, on/off and configuration (checked
 * against its kind's; 4931 when it does not fit). Fields left out stay as they are.
 */
export const adminUpdateHomeSectionCall = defineCall({
  path: '/flks/admin/home/section/update',
  request: z.object({
    id: zId('栏目编号'),
    title: zText({ min: 1, max: HOME_SECTION_TITLE_MAX }).optional(),
    enabled: z.boolean().optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  }),
  data: ZHomeSectionRowSchema,
});

/** POST /flks/admin/home/sections/order: every section id of the site, in the new order (4932). */
export const adminOrderHomeSectionsCall = defineCall({
  path: '/flks/admin/home/sections/order',
  request: z.object({
    siteCode: ZSiteCodeSchema,
    ids: z.array(zId('栏目编号')).min(1, '请给出栏目的顺序').max(HOME_SECTIONS_ORDER_MAX),
  }),
  data: z.object({ sections: z.array(ZHomeSectionRowSchema) }),
});
