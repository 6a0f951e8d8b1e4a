import { z } from 'zod';
import { defineCall } from '../call';

/** Page sections a site configures; `headMenu` is the header menu. */
export const PAGE_VALUES = ['headMenu'] as const;

export const ZMenuItemSchema = z.object({
  id: z.number().int(),
  /** The label shown in the menu. */
  name: z.string(),
  settings: z.object({
    /** Path inside the web app, e.g. `/home`. */
    path: z.string(),
  }),
});
export type TMenuItem = z.infer<typeof ZMenuItemSchema>;

/** POST /flks/pagesection/get: the items of one page section of the caller's site. */
export const getPageSectionCall = defineCall({
  path: '/flks/pagesection/get',
  request: z.object({
    pageValue: z.enum(PAGE_VALUES, { error: 'pageValue 只能是 headMenu' }),
  }),
  data: z.array(ZMenuItemSchema),
});
