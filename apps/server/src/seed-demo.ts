import type { TDb } from './platform/db/database';
import type { TStorage } from './platform/storage/storage';
import { DEVELOPMENT_TOKEN_SECRET } from './platform/config/config';
import { seedDemoActivation, seedDemoBookCodes } from './modules/activation/activation.seed';
import { seedDemoArticles } from './modules/article/article.seed';
import { DEMO_CODE_BOOK_KEY, seedDemoBooks } from './modules/book/book.seed';
import { seedDemoCourses } from './modules/course/course.seed';
import { seedDemoDownloads } from './modules/download/download.seed';
import { seedDemoExams } from './modules/exam/exam.seed';
import { seedDefaultConcepts } from './modules/law/concepts/import-concepts';
import { seedSampleLaws } from './modules/law/sample-laws.seed';
import { createMediaRepository } from './modules/media/media.repository';
import { registerMediaFile } from './modules/media/register-media-file';
import { skipUnchangedFiles } from './modules/media/skip-unchanged-files';
import { seedDemoHomeSections } from './modules/pagesection/demo-home.seed';
import { seedDemoMenu } from './modules/pagesection/demo-menu.seed';
import { seedDemoSite } from './modules/session/demo-site.seed';
import { seedSampleQuestions } from './modules/tiku/import/sample-questions.seed';

// The demo content's order across modules: each module writes its own part (its *.seed.ts);
// this file only says in which order, as later parts link to earlier ones.

/**
 * Writes the demo content, each module its own part, in dependency order: the site, its menu,
 * the sample laws and the default concept file, then the sample questions (they link their law references to the laws),
 * then the demo exams (copied from the sample questions) and the demo activation codes, which
 * are derived from `secret`: the server passes its TOKEN_SECRET, tests the development one
 * their configuration also uses; then the demo articles (their citations link when read). With a
 * storage, the demo courses and books are imported last (their files are copied into it;
 * unchanged files are not copied again), then the demo book's codes are issued, then the demo
 * downloads; tests that
 * need courses or books import their own.
 */
export async function seedDemo(
  db: TDb,
  now = new Date(),
  secret = DEVELOPMENT_TOKEN_SECRET,
  storage?: TStorage,
): Promise<number> {
  const siteId = await seedDemoSite(db);
  await seedDemoMenu(db, siteId);
  await seedDemoHomeSections(db, siteId);
  await seedSampleLaws(db);
  await seedDefaultConcepts(db);
  await seedSampleQuestions(db);
  await seedDemoExams(db, now);
  await seedDemoActivation(db, siteId, secret, now);
  await seedDemoArticles(db, now);
  if (storage) {
    const files = createMediaRepository(db);
    // Files already stored unchanged are not copied again at each start.
    const registerFile = skipUnchangedFiles(storage, (input) =>
      registerMediaFile({ files, storage }, input),
    );
    await seedDemoCourses({ db, registerFile, now: () => now });
    const books = await seedDemoBooks({ db, registerFile, now: () => now });
    const coded = books.find(
      (book) => book.status === 'imported' && book.key === DEMO_CODE_BOOK_KEY,
    );
    if (coded?.status === 'imported') {
      await seedDemoBookCodes(db, siteId, secret, now, { id: coded.bookId, title: coded.title });
    }
    await seedDemoDownloads({ db, registerFile });
  }
  return siteId;
}
