import type { Logger } from 'pino';
import type { TLawRedirect } from './law-redirect.repository';
import type { TLawService } from './law.service';

/**
 * What points at laws in other modules, each following a retired sample to its successor (wired
 * in modules.ts): the questions' and the exam papers' law links, notes and favourites. Each
 * answers how many it changed.
 */
export type TRetiredLawFollowers = {
  questions: () => Promise<number>;
  papers: () => Promise<number>;
  notes: (redirects: TLawRedirect[]) => Promise<number>;
  favorites: (redirects: TLawRedirect[]) => Promise<number>;
  /** Our articles' citations, read again against the laws now in (法条联想's 案例 and 文章). */
  articles: () => Promise<number>;
};

/**
 * Once the pack's laws are in, the demo's sample laws give way to the real ones and everything
 * that pointed at a sample follows. Every step is idempotent and works from all redirects
 * stored, so a load cut short (the pack runs this again) or a step that failed is made good by
 * the next run.
 */
export function createSampleLawRetirement(deps: {
  laws: TLawService;
  followers: TRetiredLawFollowers;
  log: Logger;
}) {
  return async () => {
    const { retirement, redirects } = await deps.laws.retireSampleLaws();
    const questions = await deps.followers.questions();
    const papers = await deps.followers.papers();
    const notesMoved = await deps.followers.notes(redirects);
    const favoritesMoved = await deps.followers.favorites(redirects);
    const articles = await deps.followers.articles();
    const outcome = {
      retired: retirement.redirects.length,
      unmatched: retirement.unmatched,
      questions,
      papers,
      notes: notesMoved,
      favorites: favoritesMoved,
      articles,
    };
    if (outcome.retired + questions + papers + notesMoved + favoritesMoved + articles > 0) {
      deps.log.info(outcome, `示例法规已由正式法规取代：${outcome.retired} 部`);
    }
    return { ...retirement, ...outcome };
  };
}
