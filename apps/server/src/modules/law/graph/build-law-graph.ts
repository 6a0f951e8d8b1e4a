import type { TDb } from '../../../platform/db/database';
import { articleSortValue } from '../parse-law-markdown';
import { amendedNameOf, instructionOf, renumbersArticles } from './amending-documents';
import { citationKind } from './citation-kind';
import { extractCharges, isChargeDocument, type TExtractedCharge } from './extract-charges';
import { createCitationExtractor, definedNames, normaliseCitedName } from './extract-citations';
import {
  createLawGraphImportRepository,
  type TNewLawCharge,
  type TNewLawCitation,
} from './law-graph-import.repository';
import { inferSubjectEdges, type TSubjectArticle, type TSubjectEdge } from './subject-edges';
import { inferTitleEdges } from './title-edges';
import {
  bareNamesOf,
  createCitationResolver,
  type TCitationResolver,
  type TGraphDocument,
  type TUnresolvedCitation,
} from './resolve-citations';

/** An unresolved reference, how often it occurs and where first (for a person to look). */
export type TUnresolvedListing = TUnresolvedCitation & {
  count: number;
  /** The first citing document's title and article: 《…》第三条. */
  firstAt: string;
};

/** What a graph build found. */
export type TLawGraphSummary = {
  edges: number;
  /** Edges by kind (interpretation, case, law, regulation, amends, other, internal). */
  byKind: Record<string, number>;
  /** Edges by basis: cites (named in the text), subject (inferred, subject-edges.ts). */
  byBasis: Record<string, number>;
  charges: number;
  /** References that named no article of the library, counted each time they occur. */
  unresolved: number;
  /** The most frequent unresolved references, with how often each occurs. */
  topUnresolved: TUnresolvedListing[];
  /** Every distinct unresolved reference, most frequent first. */
  allUnresolved: TUnresolvedListing[];
  seconds: number;
};

/** The law whose articles charge names belong to. */
const CRIMINAL_LAW = '中华人民共和国刑法';
/** Unresolved references listed in the summary. */
const LISTED_UNRESOLVED = 20;

const repository = createLawGraphImportRepository();

/** An article's id, its document, its number and its paragraphs joined by line breaks. */
type TStoredArticle = { id: number; lawId: number; number: string | null; text: string };

/** The library as the graph needs it: documents with their articles by number, and the text. */
async function readLibrary(db: TDb) {
  const docs = new Map<number, TGraphDocument>();
  for (const row of await repository.listDocuments(db))
    docs.set(row.id, { ...row, articles: new Map() });
  for (const row of await repository.listNumberedArticles(db))
    docs.get(row.lawId)?.articles.set(articleSortValue(row.number), row.id);
  const articles: TStoredArticle[] = await repository.listCitingArticles(db);
  return { docs, articles };
}

/** Charge rows: each name with the current 刑法's articles; names a later text abolished marked. */
function chargeRows(
  docs: Map<number, TGraphDocument>,
  articles: TStoredArticle[],
): TNewLawCharge[] {
  const criminal = [...docs.values()]
    .filter((doc) => doc.versionGroup === CRIMINAL_LAW)
    .sort((a, b) => (a.status === '现行有效' ? 1 : 0) - (b.status === '现行有效' ? 1 : 0))
    .at(-1);
  if (!criminal) return [];
  const sources = new Map<number, string[]>();
  for (const article of articles) {
    if (!isChargeDocument(docs.get(article.lawId)?.title ?? '')) continue;
    sources.set(article.lawId, [
      ...(sources.get(article.lawId) ?? []),
      ...article.text.split('\n'),
    ]);
  }
  const extracted: (TExtractedCharge & { sourceLawId: number })[] = [];
  for (const [sourceLawId, paragraphs] of sources)
    for (const charge of extractCharges(paragraphs)) extracted.push({ ...charge, sourceLawId });
  const abolished = new Set(extracted.flatMap((charge) => charge.replaces));
  const rows = new Map<string, TNewLawCharge>();
  for (const charge of extracted) {
    for (const key of charge.articles) {
      const articleId = criminal.articles.get(key);
      if (articleId === undefined) continue;
      rows.set(`${charge.name}\u0000${articleId}`, {
        name: charge.name,
        articleId,
        sourceLawId: charge.sourceLawId,
        abolished: abolished.has(charge.name),
      });
    }
  }
  return [...rows.values()];
}

/**
 * The amendments that renumber the articles of what they amend (amending-documents.ts), by
 * the key renumberingKey gives: a document amending one text renumbers all of it; a decision
 * amending several (一、修改《X》…) says so in the item of each text it renumbers.
 */
function renumberingAmendments(
  docs: Map<number, TGraphDocument>,
  articles: TStoredArticle[],
): Set<string> {
  const found = new Set<string>();
  for (const article of articles) {
    const doc = docs.get(article.lawId);
    if (doc && amendedNameOf(doc.title) !== undefined && renumbersArticles(article.text))
      found.add(renumberingKey(doc, article));
  }
  return found;
}

function renumberingKey(doc: TGraphDocument, article: TStoredArticle): string {
  return amendedNameOf(doc.title) === null ? `article:${article.id}` : `law:${doc.id}`;
}

/**
 * The subject edges the explicit citations between documents imply (subject-edges.ts): read
 * only for the laws cited, with the citing text the build already holds.
 */
async function subjectRows(
  db: TDb,
  docs: Map<number, TGraphDocument>,
  articles: TStoredArticle[],
  cites: TNewLawCitation[],
): Promise<TNewLawCitation[]> {
  const between = cites.filter((edge) => edge.kind !== 'internal' && edge.kind !== 'amends');
  const citedLaws = [...new Set(between.map((edge) => edge.citedLawId))];
  const articlesOfLaw = new Map<number, TSubjectArticle[]>();
  const articleLaw = new Map<number, number>();
  for (const row of await repository.listArticlesOfLaws(db, citedLaws)) {
    articlesOfLaw.set(row.lawId, [...(articlesOfLaw.get(row.lawId) ?? []), row]);
    articleLaw.set(row.id, row.lawId);
  }
  const textOf = new Map(articles.map((article) => [article.id, article.text]));
  const inferred = inferSubjectEdges(
    between.map((edge) => ({
      citingArticleId: edge.citingArticleId,
      citingText: textOf.get(edge.citingArticleId) ?? '',
      citedArticleId: edge.citedArticleId,
    })),
    articlesOfLaw,
    articleLaw,
  );
  const citingLaw = new Map(between.map((edge) => [edge.citingArticleId, edge.citingLawId]));
  return subjectRowsOf(inferred, docs, citingLaw);
}

/** Inferred edges as rows, of the kind of their citing document (`citingLaw`: its id). */
function subjectRowsOf(
  inferred: TSubjectEdge[],
  docs: Map<number, TGraphDocument>,
  citingLaw: Map<number, number>,
): TNewLawCitation[] {
  return inferred.flatMap((edge) => {
    const citingLawId = citingLaw.get(edge.citingArticleId);
    const citing = citingLawId === undefined ? undefined : docs.get(citingLawId);
    if (!citing) return [];
    return [
      {
        citingArticleId: edge.citingArticleId,
        citedArticleId: edge.citedArticleId,
        citingLawId: citing.id,
        citedLawId: edge.citedLawId,
        kind: citationKind(citing.level, citing.id, edge.citedLawId),
        basis: 'subject',
        score: edge.score,
      },
    ];
  });
}

/**
 * The subject edges from interpretations to the statute their title names (title-edges.ts):
 * 关于适用《中华人民共和国民事诉讼法》的解释 → the version of 民事诉讼法 it read (resolved as a
 * citation of its 第一条 would be).
 */
async function titleRows(
  db: TDb,
  docs: Map<number, TGraphDocument>,
  resolve: TCitationResolver,
  cites: TNewLawCitation[],
): Promise<TNewLawCitation[]> {
  const named = new Map<number, number>();
  for (const doc of docs.values()) {
    const title = doc.level === '司法解释' ? /《([^《》]+)》/.exec(doc.title)?.[1] : undefined;
    if (!title) continue;
    const [law] = resolve(doc, { name: normaliseCitedName(title), articles: [1] }).resolved;
    if (law && docs.get(law.lawId)?.level === '法律') named.set(doc.id, law.lawId);
  }
  if (named.size === 0) return [];
  const articlesOf = new Map<number, TSubjectArticle[]>();
  for (const row of await repository.listArticlesOfLaws(db, [
    ...new Set([...named.keys(), ...named.values()]),
  ]))
    articlesOf.set(row.lawId, [...(articlesOf.get(row.lawId) ?? []), row]);
  const citing = new Set(
    cites
      .filter((edge) => named.get(edge.citingLawId) === edge.citedLawId)
      .map((edge) => edge.citingArticleId),
  );
  const lawOfArticle = new Map<number, number>();
  const interpretations = [...named].map(([interpretationId, lawId]) => {
    const articles = articlesOf.get(interpretationId) ?? [];
    for (const article of articles) lawOfArticle.set(article.id, interpretationId);
    return { articles, lawArticles: articlesOf.get(lawId) ?? [], citing };
  });
  return subjectRowsOf(inferTitleEdges(interpretations), docs, lawOfArticle);
}

/**
 * Rebuilds the law graph from the library's own text: the citations between articles and the
 * charge names. Runs after an import; the whole graph is replaced in one transaction, so a run
 * twice gives the same rows and documents imported since (local regulations) add theirs.
 */
export async function buildLawGraph(db: TDb): Promise<TLawGraphSummary> {
  const started = performance.now();
  const { docs, articles } = await readLibrary(db);
  const extract = createCitationExtractor(bareNamesOf([...docs.values()]));
  const resolve = createCitationResolver([...docs.values()]);
  const renumbering = renumberingAmendments(docs, articles);
  const localNames = new Map<number, Map<string, string>>();
  const edges = new Map<string, TNewLawCitation>();
  const unresolved = new Map<string, TUnresolvedListing>();
  let unresolvedCount = 0;
  for (const article of articles) {
    const citing = docs.get(article.lawId);
    if (!citing) continue;
    const text = article.text;
    const defined = text.includes('以下') ? definedNames(text) : new Map<string, string>();
    const names = localNames.get(citing.id) ?? new Map<string, string>();
    // Names a document defines hold from where they are defined on, in its later articles too.
    for (const [short, full] of defined) names.set(short, full);
    localNames.set(citing.id, names);
    // An amending document's item: what it changes, read outside the wording it quotes, with
    // 作为第X条之一 continuing the law named before it (amending-documents.ts).
    const amended = amendedNameOf(citing.title);
    const amends = amended !== undefined;
    const mode = !amends
      ? 'cites'
      : renumbering.has(renumberingKey(citing, article))
        ? 'amendsRenumbered'
        : 'amends';
    const citations = amends
      ? extract(instructionOf(text), { continueNames: true, initialName: amended ?? undefined })
      : extract(text);
    for (const citation of citations) {
      const result = resolve(citing, citation, names, mode);
      for (const cited of result.resolved) {
        if (cited.articleId === article.id) continue;
        edges.set(`${article.id}:${cited.articleId}`, {
          citingArticleId: article.id,
          citedArticleId: cited.articleId,
          citingLawId: citing.id,
          citedLawId: cited.lawId,
          kind: citationKind(citing.level, citing.id, cited.lawId, amends),
        });
      }
      for (const miss of result.unresolved) {
        unresolvedCount++;
        const key = `${miss.name}\u0000${miss.article}\u0000${miss.reason}`;
        const seen = unresolved.get(key);
        if (seen) seen.count++;
        else
          unresolved.set(key, {
            ...miss,
            count: 1,
            firstAt: `《${citing.title}》${article.number ?? ''}`,
          });
      }
    }
  }
  const explicit = [...edges.values()];
  const subject = [
    ...(await subjectRows(db, docs, articles, explicit)),
    // From articles citing nothing of the named law: never the pair of a neighbour edge.
    ...(await titleRows(db, docs, resolve, explicit)),
  ];
  const charges = chargeRows(docs, articles);
  const rows = [...edges.values(), ...subject];
  await repository.replaceGraph(db, rows, charges);
  const byKind: Record<string, number> = {};
  for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
  const byBasis: Record<string, number> = { cites: edges.size, subject: subject.length };
  const allUnresolved = [...unresolved.values()].sort((a, b) => b.count - a.count);
  return {
    edges: rows.length,
    byKind,
    byBasis,
    charges: charges.length,
    unresolved: unresolvedCount,
    topUnresolved: allUnresolved.slice(0, LISTED_UNRESOLVED),
    allUnresolved,
    seconds: (performance.now() - started) / 1000,
  };
}
