import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { homepageCall, type THomeSection } from '@yzfk/contract/calls/home-sections';
import { api } from '../../../lib/api';
import { homeKeys } from './query-keys';

export type THomepage = TCallData<typeof homepageCall>;
/** One section of a kind, with its content. */
export type TSectionOf<K extends THomeSection['kind']> = Extract<THomeSection, { kind: K }>;

/** Fetches the site's home sections that have content, in order. */
export function getHomepage(): Promise<THomepage> {
  return api.call(homepageCall, {});
}

/**
 * Query options of the home sections. A login or logout refetches every query (the app's
 * identity change), which brings the 继续学习 card in or out.
 */
export function getHomepageQueryOptions() {
  return queryOptions({ queryKey: homeKeys.sections(), queryFn: getHomepage });
}

/** The home sections. */
export function useHomepage() {
  return useQuery(getHomepageQueryOptions());
}
