import type { TCallRequest } from '@yzfk/contract/call';
import { saveBookProgressCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';

export type TBookProgressSave = TCallRequest<typeof saveBookProgressCall>;

/**
 * Saves my page, quietly (a lost save is repeated with the next one). `keepalive` lets the save
 * made as the page is hidden or closed outlive the page.
 */
export function savePdfProgress(
  save: TBookProgressSave,
  options: { keepalive?: boolean } = {},
): Promise<unknown> {
  return api.call(saveBookProgressCall, save, { silent: true, ...options });
}
