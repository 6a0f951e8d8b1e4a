import type { TUserInfo } from '../../../lib/session-types';

/** The name the header shows: the unit name for a unit authorisation (authType 2), else the nickname. */
export function displayNameOf(info: TUserInfo | null): string {
  if (!info) return '';
  if (info.authType === 2) return info.unitName || info.userName || '';
  return info.nickName || info.userName || '';
}
