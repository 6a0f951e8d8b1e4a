import type { TDb } from '@yzfk/server/platform/db/database';
import { createArticleSearchSource } from '@yzfk/server/modules/article/article-search-source';
import { createBookSearchSource } from '@yzfk/server/modules/book/book-search-source';
import { createCourseSearchSource } from '@yzfk/server/modules/course/course-search-source';
import { createDownloadSearchSource } from '@yzfk/server/modules/download/download-search-source';
import { createPostgresLawSearch } from '@yzfk/server/modules/law/law-search';
import { createGlobalSearch } from '@yzfk/server/modules/search/global-search.service';
import { userAuth } from '@yzfk/server/platform/testing/test-auth';
import { createIndexedProvider } from '@yzfk/server/modules/search/indexed-provider';
import {
  createLawArticleProvider,
  createLawTitleProvider,
} from '@yzfk/server/modules/law/law-search-providers';
import { createSearchIndexRepository } from '@yzfk/server/modules/search/search-index.repository';
import { createQuestionSearchSource } from '@yzfk/server/modules/tiku/question-search-source';

/**
 * The global search wired as modules.ts wires it (the law module's providers for 法规 and 条文,
 * the search index for the other types), on a bench database; `refresh` builds the index before
 * timing.
 */
export function createBenchGlobalSearch(db: TDb) {
  const laws = createPostgresLawSearch(db);
  const index = createSearchIndexRepository(db);
  const indexed = [
    createQuestionSearchSource(db),
    createBookSearchSource(db),
    createCourseSearchSource(db),
    createArticleSearchSource(db),
    createDownloadSearchSource(db),
  ].map((source) => createIndexedProvider(index, source));
  // The bench times the search itself: no limit counted, and an authorised caller (every
  // kind searched, as for a member).
  const global = createGlobalSearch(
    [createLawTitleProvider(laws), createLawArticleProvider(laws), ...indexed],
    {
      limiter: {
        hit: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
        undo: () => Promise.resolve(),
        close: () => Promise.resolve(),
      },
      perCallerPerMinute: 1,
      perIpPerMinute: 1,
      isAuthorised: () => Promise.resolve(true),
    },
  );
  return {
    search: {
      search: (request: Parameters<typeof global.search>[2]) =>
        global.search(userAuth(1), { ip: '127.0.0.1', userAgent: undefined }, request),
    },
    refresh: () => Promise.all(indexed.map((provider) => provider.refresh())),
  };
}
