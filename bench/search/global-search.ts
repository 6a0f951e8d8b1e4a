import { ZLawSearchRequestSchema } from '@yzfk/contract/calls/law';
import type { TDb } from '@yzfk/server/platform/db/database';
import { createArticleSearchSource } from '@yzfk/server/modules/article/article-search-source';
import { createBookSearchSource } from '@yzfk/server/modules/book/book-search-source';
import { createCourseSearchSource } from '@yzfk/server/modules/course/course-search-source';
import { createDownloadSearchSource } from '@yzfk/server/modules/download/download-search-source';
import { createLawRepository } from '@yzfk/server/modules/law/law.repository';
import { createPostgresLawSearch } from '@yzfk/server/modules/law/law-search';
import { createLawService } from '@yzfk/server/modules/law/law.service';
import { createGlobalSearch } from '@yzfk/server/modules/search/global-search.service';
import { createIndexedProvider } from '@yzfk/server/modules/search/indexed-provider';
import {
  createLawArticleProvider,
  createLawTitleProvider,
  type TLawSearchPort,
} from '@yzfk/server/modules/search/law-providers';
import { createSearchIndexRepository } from '@yzfk/server/modules/search/search-index.repository';
import { createQuestionSearchSource } from '@yzfk/server/modules/tiku/question-search-source';

/**
 * The global search wired as modules.ts wires it (law search through its port, the search
 * index for the other types), on a bench database; `refresh` builds the index before timing.
 */
export function createBenchGlobalSearch(db: TDb) {
  const laws = createLawService({
    laws: createLawRepository(db),
    search: createPostgresLawSearch(db),
    // Search never reads or sets favourites; the bench has no users.
    favorites: {
      isFavorite: () => Promise.resolve(false),
      set: () => Promise.reject(new Error('the search bench sets no favourites')),
    },
    // Search never follows a retired law's redirect; the bench retires none.
    redirects: {
      find: () => Promise.resolve(undefined),
      list: () => Promise.resolve([]),
      retireSamples: () => Promise.reject(new Error('the search bench retires no laws')),
    },
  });
  const searchLaws: TLawSearchPort = (request) =>
    laws.search(ZLawSearchRequestSchema.parse(request));
  const index = createSearchIndexRepository(db);
  const indexed = [
    createQuestionSearchSource(db),
    createBookSearchSource(db),
    createCourseSearchSource(db),
    createArticleSearchSource(db),
    createDownloadSearchSource(db),
  ].map((source) => createIndexedProvider(index, source));
  return {
    search: createGlobalSearch([
      createLawTitleProvider(searchLaws),
      createLawArticleProvider(searchLaws),
      ...indexed,
    ]),
    refresh: () => Promise.all(indexed.map((provider) => provider.refresh())),
  };
}
