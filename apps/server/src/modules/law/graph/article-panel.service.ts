import { LAW_LINKS_LISTED, type TLawRelations } from '@yzfk/contract/calls/law-relations';
import type {
  TLawArticleCounts,
  TLawRelationCounts,
} from '@yzfk/contract/calls/law-relation-counts';
import type { TLawArticleLinks } from './article-links';
import type { TRelationCountsRepository } from './relation-counts.repository';
import type { TLawGraphService } from './law-graph.service';

/** Which badge an edge of a citing text's kind counts in (interpretations and cases their own). */
function badgeOfKind(kind: string): 'interpretation' | 'case' | 'cites' {
  return kind === 'interpretation' || kind === 'case' ? kind : 'cites';
}

/**
 * 法条联想 beside the law page's articles: the badge counts of a whole law and one article's
 * panel, joining the citation graph with the questions and the caller's notes.
 */
export function createArticlePanelService(deps: {
  graph: TLawGraphService;
  counts: TRelationCountsRepository;
  links: TLawArticleLinks;
}) {
  const { graph, counts: repository, links } = deps;
  return {
    /**
     * Every article's badge counts (those with any), for the caller (`userId` null: a visitor,
     * no notes); undefined for a law that is not stored. Six grouped reads, whatever the size.
     */
    async countsOf(lawId: number, userId: number | null): Promise<TLawRelationCounts | undefined> {
      if (!(await repository.lawExists(lawId))) return undefined;
      const [cited, applying, questions, writings, notes] = await Promise.all([
        repository.citedCounts(lawId),
        repository.applyingCounts(lawId),
        links.questionCounts(lawId),
        links.writingCounts(lawId),
        userId === null
          ? Promise.resolve(new Map<number, number>())
          : links.noteCounts(userId, lawId),
      ]);
      const byOrdinal = new Map<number, TLawArticleCounts>();
      const at = (ordinal: number): TLawArticleCounts => {
        let counts = byOrdinal.get(ordinal);
        if (!counts) {
          counts = {
            ordinal,
            interpretation: 0,
            case: 0,
            cites: 0,
            applies: 0,
            questions: 0,
            writings: 0,
            notes: 0,
          };
          byOrdinal.set(ordinal, counts);
        }
        return counts;
      };
      for (const row of cited) at(row.ordinal)[badgeOfKind(row.kind)] += row.count;
      for (const row of applying) at(row.ordinal).applies += row.count;
      for (const [ordinal, count] of questions) at(ordinal).questions = count;
      // Our case analyses are cases beside the library's; our other articles are 文章.
      for (const [ordinal, count] of writings) {
        at(ordinal).case += count.case;
        at(ordinal).writings += count.other;
      }
      for (const [ordinal, count] of notes) at(ordinal).notes = count;
      return { articles: [...byOrdinal.values()].sort((a, b) => a.ordinal - b.ordinal) };
    },

    /** One article's panel: its relations, questions and the caller's notes; undefined if none. */
    async relationsAt(
      lawId: number,
      ordinal: number,
      userId: number | null,
    ): Promise<TLawRelations | undefined> {
      const relations = await graph.relationsAt(lawId, ordinal);
      if (!relations) return undefined;
      const [questions, writings, notes] = await Promise.all([
        links.questionsAt(lawId, ordinal, userId, LAW_LINKS_LISTED),
        links.writingsAt(lawId, ordinal, LAW_LINKS_LISTED),
        userId === null
          ? Promise.resolve([])
          : links.notesAt(userId, lawId, ordinal, LAW_LINKS_LISTED),
      ]);
      return { ...relations, questions, writings, notes };
    },
  };
}

export type TArticlePanelService = ReturnType<typeof createArticlePanelService>;
