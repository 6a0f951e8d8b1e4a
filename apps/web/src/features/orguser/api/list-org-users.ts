import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrgUserCall, type TOrgApplication } from '@yzfk/contract/calls/orguser';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session-store';
import { orgUserKeys } from './query-keys';

/** Fetches the logged-in user's organisation applications, newest first. */
export function listOrgUsers(): Promise<TOrgApplication[]> {
  return api.call(listOrgUserCall, {});
}

/** Query options of the user's applications. */
export function getOrgUsersQueryOptions() {
  return queryOptions({ queryKey: orgUserKeys.list(), queryFn: listOrgUsers });
}

/** The user's applications; nothing is asked while nobody is logged in. */
export function useOrgUsers() {
  const isLogined = useSession((state) => state.isLogined);
  return useQuery({ ...getOrgUsersQueryOptions(), enabled: isLogined });
}
