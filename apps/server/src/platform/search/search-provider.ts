import type { TContentTab, TSearchHit } from '@yzfk/contract/calls/search';
import type { TLawStatus, TSearchMatch, TSearchMode } from '@yzfk/contract/calls/law';

// The global search's seam: one provider per content type, offered by the module that owns the
// content. Each answers its count and a page of hits for a query; the global search only
// combines them, so an external engine can replace any provider (or all) later without the page
// or the call changing.

export type TProviderRequest = {
  query: string;
  /** The strings to mark in snippets (the same for every provider). */
  terms: string[];
  mode: TSearchMode;
  offset: number;
  limit: number;
  /**
   * Whether the caller holds a valid authorisation: entries that open only with one
   * (`authorisedOnly`) are searched only then, by the same rule as their lists.
   */
  authorised: boolean;
  /** Law filters; providers other than the law's ignore them. */
  level?: string;
  region?: string;
  status?: TLawStatus;
};

export type TProviderResult = {
  total: number;
  capped: boolean;
  hits: TSearchHit[];
  /** How the hits matched when the provider falls back (the 条文 tab; SEARCH_MATCHES). */
  match?: TSearchMatch;
};

export type TSearchProvider = {
  tab: TContentTab;
  search(request: TProviderRequest): Promise<TProviderResult>;
};

/** One item of a content type, as the search index stores it. */
export type TSearchEntry = {
  refId: number;
  title: string;
  /** Searched and cut into snippets; must hold nothing a hit may not show. */
  body: string;
  tags: string[];
  path: string;
  /** Opens only with a valid authorisation (a paid bank's question): hidden from the others. */
  authorisedOnly?: boolean;
};

/**
 * A content type indexed by the search module: the owning module offers it (modules.ts hands it
 * to the search module, which imports no other module).
 */
export type TSearchSource = {
  tab: TContentTab;
  /** Changes whenever an entry would change (cheap: read at most every few seconds). */
  signature(): Promise<string>;
  entries(): Promise<TSearchEntry[]>;
};
