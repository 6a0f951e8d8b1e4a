import type { z } from 'zod';
import type {
  getLawListCall,
  TCategoryNode,
  TLawArticleText,
  TLawDetail,
  TLawSummary,
} from '@yzfk/contract/calls/law';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { TLawRepository } from './law.repository';
import { tsqueryLiteral } from '../../platform/search/ts-literals';
import type { TLawRedirect } from './law-redirect.repository';
import type { TSampleRetirement } from './retire-sample-laws';
import { pageReply, pageWindow } from '../../platform/paging';

type TListRequest = z.output<typeof getLawListCall.request>;

/** Top categories in the order of the official database (others follow by size). */
const CATEGORY_ORDER = [
  '宪法',
  '宪法相关法',
  '民法典',
  '民法商法',
  '行政法',
  '经济法',
  '社会法',
  '刑法',
  '诉讼与非诉讼程序法',
  '行政法规',
  '司法解释',
  '部门规章',
  '案例',
  '其他',
];
const LEVEL_ORDER = [
  '宪法',
  '法律',
  '行政法规',
  '司法解释',
  '部门规章',
  '地方性法规',
  '案例',
  '其他',
];

function orderIndex(order: string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

/**
 * A user's law favourites, kept in the one favourites model (the favourite module); modules.ts
 * wires it.
 */
export type TLawFavorites = {
  isFavorite: (userId: number, lawId: number) => Promise<boolean>;
  set: (auth: TAuth, lawId: number, favorite: boolean) => Promise<unknown>;
};

/** Gone laws and their successors (retire-sample-laws.ts), bound to the database by the module. */
export type TLawRedirects = {
  find: (fromLawId: number) => Promise<TLawRedirect | undefined>;
  list: () => Promise<TLawRedirect[]>;
  retireSamples: () => Promise<TSampleRetirement>;
};

/** The law database: lists, reading and favourites (its search: law-search-providers.ts). */
export function createLawService(deps: {
  laws: TLawRepository;
  favorites: TLawFavorites;
  redirects: TLawRedirects;
}) {
  const { laws } = deps;

  async function summariesInOrder(ids: number[]): Promise<TLawSummary[]> {
    const rows = await laws.findSummaries(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** A stored law to read, or undefined. */
  async function readLaw(id: number, userId: number | null): Promise<TLawDetail | undefined> {
    const law = await laws.findById(id);
    if (!law) return undefined;
    const { versionGroup, ...summary } = law;
    const [articles, versions, isFavorite] = await Promise.all([
      laws.listArticles(id),
      laws.listVersions(versionGroup),
      userId === null ? Promise.resolve(false) : deps.favorites.isFavorite(userId, id),
    ]);
    return {
      law: summary,
      articles,
      versions,
      favorite: { allowed: userId !== null, isFavorite },
    };
  }

  return {
    /** A page of laws with the category tree and level counts for the filters. */
    async list(request: TListRequest) {
      const titleQuery = request.keyword ? tsqueryLiteral(request.keyword, 'all') : undefined;
      if (request.keyword && !titleQuery) throw new AppError(E.searchQueryUnsearchable);
      const filters = {
        level: request.level || undefined,
        region: request.region || undefined,
        category: request.category || undefined,
        subcategory: request.subcategory || undefined,
        status: request.status,
        titleQuery,
      };
      const [page, facets] = await Promise.all([
        laws.list({
          ...filters,
          sort: request.sort,
          ...pageWindow(request),
        }),
        laws.facets(filters),
      ]);
      const tree = new Map<string, TCategoryNode>();
      for (const row of facets.categories) {
        const node = tree.get(row.category) ?? { name: row.category, count: 0, children: [] };
        node.count += row.n;
        if (row.subcategory) node.children.push({ name: row.subcategory, count: row.n });
        tree.set(row.category, node);
      }
      const categories = [...tree.values()].sort(
        (a, b) =>
          orderIndex(CATEGORY_ORDER, a.name) - orderIndex(CATEGORY_ORDER, b.name) ||
          b.count - a.count,
      );
      const levels = facets.levels
        .map((row) => ({ name: row.level, count: row.n }))
        .sort((a, b) => orderIndex(LEVEL_ORDER, a.name) - orderIndex(LEVEL_ORDER, b.name));
      const regions = facets.regions
        .flatMap((row) => (row.region ? [{ name: row.region, count: row.n }] : []))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
      return {
        ...pageReply(request, page.total),
        list: page.rows,
        categories,
        levels,
        regions,
      };
    },

    /**
     * One law to read; `userId` is the session's user (null for an anonymous visitor). The id of
     * a retired law (a demo sample once the real library is in) answers its successor, with
     * `movedFrom` mapping the old article ordinals to the successor's.
     */
    async detail(id: number, userId: number | null): Promise<TLawDetail> {
      const found = await readLaw(id, userId);
      if (found) return found;
      const redirect = await deps.redirects.find(id);
      const successor = redirect && (await readLaw(redirect.toLawId, userId));
      if (!successor) throw new AppError(E.lawNotFound);
      return { ...successor, movedFrom: { id, articles: redirect.articles } };
    },

    /**
     * The text of some articles by (lawId, ordinal), in the order asked, each once: what a
     * question's related articles show inline. A ref whose law or article is gone is left out.
     */
    async articles(refs: { lawId: number; ordinal: number }[]): Promise<TLawArticleText[]> {
      const rows = await laws.findArticlesByOrdinal(refs);
      const found = new Map(rows.map((row) => [`${row.lawId}:${row.ordinal}`, row]));
      // A ref not found may be to a retired law (a sample excerpt, from a copy made before it
      // went: a cached exam paper): it reads the article that replaced it, answered under the
      // ref it was asked by. Only then are the redirects read.
      const missing = refs.filter((ref) => !found.has(`${ref.lawId}:${ref.ordinal}`));
      if (missing.length > 0) {
        const redirects = new Map(
          (await deps.redirects.list()).map((redirect) => [redirect.fromLawId, redirect]),
        );
        const moved = missing.flatMap((ref) => {
          const redirect = redirects.get(ref.lawId);
          const ordinal = redirect?.articles.find(([from]) => from === ref.ordinal)?.[1];
          return redirect && ordinal !== undefined
            ? [{ ref, read: { lawId: redirect.toLawId, ordinal } }]
            : [];
        });
        const successors = await laws.findArticlesByOrdinal(moved.map((item) => item.read));
        for (const { ref, read } of moved) {
          const row = successors.find(
            (candidate) => candidate.lawId === read.lawId && candidate.ordinal === read.ordinal,
          );
          if (row) found.set(`${ref.lawId}:${ref.ordinal}`, { ...row, ...ref });
        }
      }
      const answered = new Map<string, TLawArticleText>();
      for (const ref of refs) {
        const key = `${ref.lawId}:${ref.ordinal}`;
        const row = found.get(key);
        if (row && !answered.has(key)) answered.set(key, row);
      }
      return [...answered.values()];
    },

    /**
     * POST /flks/law/favorite, kept for its callers: adds or removes a favourite for a logged-in
     * user (4106 for an anonymous visitor, 4604 for an unknown law) in the one favourites model.
     */
    async setFavorite(auth: TAuth, lawId: number, favorite: boolean) {
      requireUser(auth);
      if (!(await laws.findById(lawId))) throw new AppError(E.lawNotFound);
      await deps.favorites.set(auth, lawId, favorite);
      return { isFavorite: favorite };
    },

    /**
     * Retires the demo's sample laws once real laws exist (see retire-sample-laws.ts) and answers
     * every redirect stored, those of earlier runs included: what other modules move their
     * references along (idempotent, so a run cut short is run again whole).
     */
    async retireSampleLaws(): Promise<{
      retirement: TSampleRetirement;
      redirects: TLawRedirect[];
    }> {
      const retirement = await deps.redirects.retireSamples();
      return { retirement, redirects: await deps.redirects.list() };
    },

    /** The laws among `ids` that exist, as the favourites list shows them. */
    async favoriteTargets(ids: number[]) {
      const rows = ids.length === 0 ? [] : await summariesInOrder(ids);
      return new Map(
        rows.map((law) => [
          law.id,
          { title: law.title, summary: `${law.level} · ${law.status}`, locked: false },
        ]),
      );
    },
  };
}

export type TLawService = ReturnType<typeof createLawService>;
