import { versionGroupOf } from '../build-law-document';
import type { TArticleKey, TExtractedCitation } from './extract-citations';

// Resolves extracted references to stored articles: the name to a law (its version group), the
// law to the version the citing document read, the number to that version's article. What does
// not resolve is reported with its reason, never guessed. Pure.

/** A stored document as resolution needs it, with its articles by number. */
export type TGraphDocument = {
  id: number;
  title: string;
  versionGroup: string;
  level: string;
  /** YYYY-MM-DD or null. */
  publishedAt: string | null;
  effectiveAt: string | null;
  status: string;
  /** Article ids by number (articleSortValue: 120.01 for 第一百二十条之一). */
  articles: Map<TArticleKey, number>;
};

/** A resolved reference: the article cited and the document it belongs to. */
export type TResolvedArticle = { lawId: number; articleId: number };

/** Why a reference did not resolve. */
export type TUnresolvedReason =
  '名称不在库中' | '名称有歧义' | '条文不存在' | '修改前的版本不在库中';

/**
 * How a reference is read: `cites` an ordinary citation; `amends` what an amending document
 * changes, in the version before it (the earliest when none is older: a law amended in place);
 * `amendsRenumbered` the same from a document that renumbers articles, whose numbers only a
 * version published before it holds (never the later text's).
 */
export type TReferenceMode = 'cites' | 'amends' | 'amendsRenumbered';

export type TUnresolvedCitation = { name: string; article: TArticleKey; reason: TUnresolvedReason };

/**
 * Customary abbreviations that no title yields by dropping 中华人民共和国 (刑诉法 is not a
 * prefix or suffix of 刑事诉讼法). Everything else is derived from the titles.
 */
export const CUSTOMARY_NAMES: Readonly<Record<string, string>> = {
  刑诉法: '中华人民共和国刑事诉讼法',
  民诉法: '中华人民共和国民事诉讼法',
  行诉法: '中华人民共和国行政诉讼法',
  民诉法解释: '最高人民法院关于适用《中华人民共和国民事诉讼法》的解释',
  刑诉法解释: '最高人民法院关于适用《中华人民共和国刑事诉讼法》的解释',
  行诉法解释: '最高人民法院关于适用《中华人民共和国行政诉讼法》的解释',
  治安处罚法: '中华人民共和国治安管理处罚法',
  反不正当竞争法: '中华人民共和国反不正当竞争法',
};

const STATE_PREFIX = '中华人民共和国';

/** The names a document answers to: its title and version group, with and without 中华人民共和国. */
function namesOf(doc: Pick<TGraphDocument, 'title' | 'versionGroup'>): string[] {
  const names = [doc.title, doc.versionGroup].map((name) => name.replace(/[\s\u3000]+/g, ''));
  return [
    ...names,
    ...names.filter((name) => name.startsWith(STATE_PREFIX)).map((name) => name.slice(7)),
  ];
}

/**
 * Short names that may stand without brackets before 第 (民法典第586条): those of statutes
 * (宪法 and 法律 titled 中华人民共和国…) and the customary ones. Other titles are only read in 《》.
 */
export function bareNamesOf(docs: Pick<TGraphDocument, 'title' | 'versionGroup' | 'level'>[]) {
  const names = new Set(Object.keys(CUSTOMARY_NAMES));
  for (const doc of docs) {
    if (doc.level !== '法律' && doc.level !== '宪法') continue;
    for (const name of namesOf(doc)) if (name.length >= 2) names.add(name);
  }
  return names;
}

function dateOf(doc: TGraphDocument): string | null {
  return doc.publishedAt ?? doc.effectiveAt;
}

/** Makes a resolver over the library's documents. */
export function createCitationResolver(docs: TGraphDocument[]) {
  const groups = new Map<string, TGraphDocument[]>();
  const groupsByName = new Map<string, Set<string>>();
  for (const doc of docs) {
    groups.set(doc.versionGroup, [...(groups.get(doc.versionGroup) ?? []), doc]);
    for (const name of namesOf(doc)) {
      const known = groupsByName.get(name) ?? new Set<string>();
      known.add(doc.versionGroup);
      groupsByName.set(name, known);
    }
  }
  // Oldest first.
  for (const versions of groups.values())
    versions.sort((a, b) => (dateOf(a) ?? '').localeCompare(dateOf(b) ?? ''));

  /** The versions of the law a name means, or why there is none. */
  function lawOf(name: string): TGraphDocument[] | '名称不在库中' | '名称有歧义' {
    const full = CUSTOMARY_NAMES[name] ?? name;
    const candidates = groupsByName.get(full) ?? groupsByName.get(versionGroupOf(full));
    if (!candidates) return '名称不在库中';
    if (candidates.size > 1) return '名称有歧义';
    const [group] = candidates;
    return groups.get(group ?? '') ?? '名称不在库中';
  }

  /**
   * The law a name means in a citing document: a name that starts with 关于 and is not in the
   * library is first read as the citing document's own issuer's (最高人民法院关于修改《关于上海
   * 金融法院案件管辖的规定》的决定 names 最高人民法院关于上海金融法院案件管辖的规定).
   */
  function lawOfCitedBy(name: string, citing: TGraphDocument): ReturnType<typeof lawOf> {
    const found = lawOf(name);
    if (found !== '名称不在库中' || !name.startsWith('关于')) return found;
    const issuer = citing.title.slice(0, citing.title.indexOf('关于'));
    if (issuer.length === 0 || /[《》]/.test(issuer)) return found;
    const own = lawOf(`${issuer}${name}`);
    return own === '名称不在库中' ? found : own;
  }

  /**
   * The version the citing document read: the last one published by its date; the earliest the
   * library has when all are later (a law amended in place, like 刑法, is kept as one text); the
   * current one when the citing document has no date.
   */
  function versionFor(
    versions: TGraphDocument[],
    citing: TGraphDocument,
    mode: TReferenceMode,
  ): TGraphDocument | undefined {
    // A group is made from at least one document, so versions[0] and at(-1) exist.
    const at = dateOf(citing);
    if (at === null) {
      return versions.findLast((doc) => doc.status === '现行有效') ?? versions.at(-1);
    }
    // An amendment names the articles of the text before it, not of the one it makes (which
    // may carry its date and new numbers).
    const read = (doc: TGraphDocument) =>
      mode === 'cites' ? (dateOf(doc) ?? '') <= at : (dateOf(doc) ?? '') < at;
    const before = versions.findLast(read);
    if (mode === 'amendsRenumbered') return before;
    return before ?? versions[0];
  }

  /**
   * The articles one reference of `citing` names; `localNames` are the short names the citing
   * document defined for itself (以下简称); `amends`: the reference is what an amending
   * document changes (amending-documents.ts).
   */
  return function resolveCitation(
    citing: TGraphDocument,
    citation: TExtractedCitation,
    localNames: ReadonlyMap<string, string> = new Map(),
    mode: TReferenceMode = 'cites',
  ): { resolved: TResolvedArticle[]; unresolved: TUnresolvedCitation[] } {
    const name = citation.name === null ? null : (localNames.get(citation.name) ?? citation.name);
    const versions = name === null ? [citing] : lawOfCitedBy(name, citing);
    const resolved: TResolvedArticle[] = [];
    const unresolved: TUnresolvedCitation[] = [];
    const shown = citation.name ?? citing.title;
    if (typeof versions === 'string') {
      for (const article of citation.articles)
        unresolved.push({ name: shown, article, reason: versions });
      return { resolved, unresolved };
    }
    const version = name === null ? citing : versionFor(versions, citing, mode);
    if (version === undefined) {
      for (const article of citation.articles)
        unresolved.push({ name: shown, article, reason: '修改前的版本不在库中' });
      return { resolved, unresolved };
    }
    for (const article of citation.articles) {
      const articleId = version.articles.get(article);
      if (articleId === undefined) unresolved.push({ name: shown, article, reason: '条文不存在' });
      else resolved.push({ lawId: version.id, articleId });
    }
    return { resolved, unresolved };
  };
}

export type TCitationResolver = ReturnType<typeof createCitationResolver>;
