import type { TLawArticleRef } from '@yzfk/contract/calls/law';
import type { TDb } from '../../../platform/db/database';
import { versionGroupOf } from '../build-law-document';
import { articleSortValue } from '../parse-law-markdown';
import { createCitationExtractor, type TExtractedCitation } from './extract-citations';
import { createLawGraphImportRepository } from './law-graph-import.repository';
import {
  bareNamesOf,
  createCitationResolver,
  CUSTOMARY_NAMES,
  type TGraphDocument,
} from './resolve-citations';

// The law articles our own content cites (the publisher's articles: 《民法典》第五百八十六条,
// 民法典第586条), read with the graph's own extractor and resolver (one parser for the library
// and for us), so a citation means the same article in both. The content module keeps what
// this answers (by law id and ordinal, as questions keep theirs) and asks again whenever its
// text or the library changes.

/** A text of ours to read: its plain text and its publication day (YYYY-MM-DD, or null). */
export type TContentText = { text: string; publishedAt: string | null };

const STATE_PREFIX = '中华人民共和国';

/** The core of a cited name, which the title or version group of what it means contains. */
function coreOf(name: string): string {
  const full = versionGroupOf(CUSTOMARY_NAMES[name] ?? name);
  return full.startsWith(STATE_PREFIX) ? full.slice(STATE_PREFIX.length) : full;
}

/** Reads the law articles texts of ours cite, against the library as stored now. */
export function createContentCitations(db: TDb) {
  const repository = createLawGraphImportRepository();
  return {
    /** For each text, the articles it cites (each once, in the order first cited). */
    async articlesCitedIn(texts: TContentText[]): Promise<TLawArticleRef[][]> {
      const docs: TGraphDocument[] = (await repository.listDocuments(db)).map((row) => ({
        ...row,
        articles: new Map(),
      }));
      if (docs.length === 0) return texts.map(() => []);
      const extract = createCitationExtractor(bareNamesOf(docs));
      const cited = texts.map((entry) =>
        extract(entry.text).filter(
          (citation): citation is TExtractedCitation & { name: string } => citation.name !== null,
        ),
      );
      // Only the documents a cited name can mean get their articles read (not the library's).
      const cores = [...new Set(cited.flat().map((citation) => coreOf(citation.name)))];
      const candidates = docs.filter((doc) =>
        cores.some((core) => doc.title.includes(core) || doc.versionGroup.includes(core)),
      );
      const byId = new Map(candidates.map((doc) => [doc.id, doc]));
      const ordinalOf = new Map<number, number>();
      for (const row of await repository.listNumberedArticles(db, [...byId.keys()])) {
        byId.get(row.lawId)?.articles.set(articleSortValue(row.number), row.id);
        ordinalOf.set(row.id, row.ordinal);
      }
      const resolve = createCitationResolver(docs);
      return cited.map((citations, index) => {
        const citing: TGraphDocument = {
          id: -1,
          title: '',
          versionGroup: '',
          level: '',
          publishedAt: texts[index]?.publishedAt ?? null,
          effectiveAt: null,
          status: '',
          articles: new Map(),
        };
        const refs = new Map<number, TLawArticleRef>();
        for (const citation of citations) {
          for (const article of resolve(citing, citation).resolved) {
            const ordinal = ordinalOf.get(article.articleId);
            if (ordinal !== undefined && !refs.has(article.articleId))
              refs.set(article.articleId, { lawId: article.lawId, ordinal });
          }
        }
        return [...refs.values()];
      });
    },
  };
}

export type TContentCitations = ReturnType<typeof createContentCitations>;
