import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createLawLookup } from '../law/law-lookup.service';
import { createArticleRepository } from './article.repository';
import { registerArticleRoutes } from './article.routes';
import { createArticleService } from './article.service';
import { chinaDay } from '../../platform/china-time';
import { createLawCitationResolver } from './law-citation-resolver';
import { createArticleSearchSource } from './article-search-source';
import { createContentCitations } from '../law/graph/content-citations.service';
import { createArticlesOnLaw } from './articles-on-law';

/** Articles: list, detail with linked law citations and views, operator publishing. */
export function createArticleModule({ database, now, housekeeping }: TPlatform) {
  const repository = createArticleRepository(database.db);
  // Yesterday's view rows can never count again: the housekeeping job deletes them.
  housekeeping.addStep({
    name: 'article_views',
    deleteBatch: (at, limit) => repository.deleteViewsBefore(chinaDay(at), limit),
  });
  const articles = createArticleService({
    articles: repository,
    resolveCitations: createLawCitationResolver(createLawLookup(database.db)),
    now,
  });
  return {
    articles,
    /** The law articles our articles cite (法条联想), relinked after each load of laws. */
    articlesOnLaw: createArticlesOnLaw(database.db, createContentCitations(database.db)),
    /** Its entries in the global search's index. */
    searchSource: createArticleSearchSource(database.db),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerArticleRoutes(app, { ...calls, articles });
    },
  };
}
