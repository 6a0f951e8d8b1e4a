import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { saveMindDocCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';

/**
 * Saves my document's tree from the version it started at. Silent: the editor shows a failed
 * autosave itself (a stale version opens the 重新加载 / 另存副本 choice, not a toast).
 */
export function saveMindDoc(
  request: TCallRequest<typeof saveMindDocCall>,
): Promise<TCallData<typeof saveMindDocCall>> {
  return api.call(saveMindDocCall, request, { silent: true });
}
