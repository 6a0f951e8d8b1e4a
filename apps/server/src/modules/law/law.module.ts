import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { registerLawArticlesRoute } from './articles.route';
import { registerLawDetailRoute } from './detail.route';
import { registerLawFavoriteRoute } from './favorite.route';
import { registerGetLawListRoute } from './getlawlist.route';
import { createLawRepository } from './law.repository';
import { createPostgresLawSearch } from './law-search';
import { createLawService, type TLawFavorites } from './law.service';
import { createLawGraphRepository } from './graph/law-graph.repository';
import { createLawGraphService } from './graph/law-graph.service';
import { registerLawRelationsRoute } from './graph/relations.route';
import type { TLawArticleLinks } from './graph/article-links';
import { createArticlePanelService } from './graph/article-panel.service';
import { registerLawRelationCountsRoute } from './graph/relation-counts.route';
import { registerLawCompareRoute } from './compare/compare.route';
import { createLawCompareService } from './compare/law-compare.service';
import { createLawCompareRepository } from './compare/law-compare.repository';
import { createRelationCountsRepository } from './graph/relation-counts.repository';
import { createLawArticleProvider, createLawTitleProvider } from './law-search-providers';
import { createLawNoteSource } from './law-note-source';
import { createSampleLawRetirement, type TRetiredLawFollowers } from './follow-retired-samples';
import { BUNDLED_LAW_PACK } from './pack/bundled-law-pack';
import { createLawLibrary } from './pack/law-library';
import { registerLawLibraryRoute } from './library.route';
import { findLawRedirect, listLawRedirects, retireSampleLaws } from './retire-sample-laws';

/** The pack file LAW_PACK names: unset, the bundled one; `off`, none. */
function lawPackFile(setting: string | undefined): string | undefined {
  if (setting === 'off') return undefined;
  return setting ?? BUNDLED_LAW_PACK;
}

/**
 * The law database: lists, search (offered to the global search), reading, favourites, and the
 * national library's pack, loaded in the background once main.ts starts it.
 */
export async function createLawModule(
  { database, config, log, now, jobs }: TPlatform,
  deps: {
    favorites: TLawFavorites;
    /** What follows a retired sample law to its successor, once the pack's laws are in. */
    followRetiredLaws: TRetiredLawFollowers;
    /** The syllabus subject a law's title names (notes on a law are filed under it). */
    subjectOfLawTitle: (lawTitle: string) => string | undefined;
    /** The questions and notes on a law's articles, beside its graph on the law page. */
    articleLinks: TLawArticleLinks;
  },
) {
  const search = createPostgresLawSearch(database.db);
  const lawRepository = createLawRepository(database.db);
  const laws = createLawService({
    laws: lawRepository,
    favorites: deps.favorites,
    redirects: {
      find: (fromLawId) => findLawRedirect(database.db, fromLawId),
      list: () => listLawRedirects(database.db),
      retireSamples: () => retireSampleLaws(database.db),
    },
  });
  const retireSamplesEverywhere = createSampleLawRetirement({
    laws,
    followers: deps.followRetiredLaws,
    log,
  });
  /** Citations between articles and charge names, built from the library at import. */
  const graph = createLawGraphService(createLawGraphRepository(database.db));
  /** 新旧对照: two versions of a law aligned article by article. */
  const lawCompare = createLawCompareService({
    versions: createLawCompareRepository(database.db),
    laws: lawRepository,
  });
  /** 法条联想: the law page's badges and article panel. */
  const articlePanel = createArticlePanelService({
    graph,
    counts: createRelationCountsRepository(database.db),
    links: deps.articleLinks,
  });
  const library = await createLawLibrary({
    db: database.db,
    log,
    now,
    jobs,
    packFile: lawPackFile(config.LAW_PACK),
    afterImport: async () => {
      await retireSamplesEverywhere();
    },
  });
  return {
    laws,
    graph,
    library,
    /** What the pack's load runs once its laws are in (tests run it after their own import). */
    retireSampleLaws: retireSamplesEverywhere,
    /** Whether a note may go on a law's article (the notes module's port). */
    noteSource: createLawNoteSource(laws, deps.subjectOfLawTitle),
    /** The global search's 法规 and 条文 tabs. */
    searchProviders: [createLawTitleProvider(search), createLawArticleProvider(search)],
    register(app: FastifyInstance, calls: TCallDeps) {
      const routeDeps = { ...calls, laws, library, graph, articlePanel, lawCompare };
      registerGetLawListRoute(app, routeDeps);
      registerLawDetailRoute(app, routeDeps);
      registerLawArticlesRoute(app, routeDeps);
      registerLawFavoriteRoute(app, routeDeps);
      registerLawLibraryRoute(app, routeDeps);
      registerLawRelationsRoute(app, routeDeps);
      registerLawRelationCountsRoute(app, routeDeps);
      registerLawCompareRoute(app, routeDeps);
    },
  };
}
