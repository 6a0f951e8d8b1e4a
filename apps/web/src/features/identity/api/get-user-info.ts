import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfoCall, type TUserInfo } from '@yzfk/contract/calls/auth-user';
import { api } from '../../../lib/api';
import { sessionStore, useSession } from '../../../lib/session-store';
import { identityKeys } from './query-keys';

/** Fetches the logged-in user's info and keeps it in the stored session (header, reload). */
export async function getUserInfo(): Promise<TUserInfo> {
  const info = await api.call(userInfoCall, {});
  sessionStore.setUserInfo(info);
  return info;
}

/** Query options of the user info; every identity change invalidates this key. */
export function getUserInfoQueryOptions() {
  return queryOptions({ queryKey: identityKeys.userInfo(), queryFn: getUserInfo });
}

/** The logged-in user's info; nothing is asked while nobody is logged in. */
export function useUserInfo() {
  const isLogined = useSession((state) => state.isLogined);
  return useQuery({ ...getUserInfoQueryOptions(), enabled: isLogined });
}
