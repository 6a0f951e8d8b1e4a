import { and, eq } from 'drizzle-orm';
import { HOME_PATH } from '@yzfk/contract/constants';
import type { TDb } from '../../platform/db/database';
import { pageSectionItems } from '../pagesection/page-section.schema';
import { siteDomains, sites } from './site.schema';
import { seedSampleLaws } from '../law/sample-laws.seed';
import { seedSampleQuestions } from '../tiku/sample-questions.seed';

/** The spec's header menu: home, book, course, tiku, exam, law, article, download. */
export const DEMO_HEAD_MENU = [
  { name: '首页', path: '/home' },
  { name: '图书', path: '/book' },
  { name: '课程', path: '/course' },
  { name: '题库', path: '/tiku' },
  { name: '考试', path: '/exam' },
  { name: '法规', path: '/law' },
  { name: '文章', path: '/article' },
  { name: '下载', path: '/download' },
] as const;

export const DEMO_SITE_CODE = 'yzfk';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1'];

/**
 * Creates the demo site for localhost and 127.0.0.1 with the spec's menu. Idempotent: an
 * existing site, domain or menu is left as it is (an operator may have edited it). Also writes
 * the sample laws and sample questions (see sample-laws.ts and sample-questions.ts).
 */
export async function seedDemoSite(db: TDb): Promise<number> {
  const siteId = await db.transaction(async (tx) => {
    await tx
      .insert(sites)
      .values({ code: DEMO_SITE_CODE, name: '有章法考', servicePath: HOME_PATH })
      .onConflictDoNothing({ target: sites.code });
    const [site] = await tx.select().from(sites).where(eq(sites.code, DEMO_SITE_CODE));
    if (!site) throw new Error('demo site missing after insert');
    await tx
      .insert(siteDomains)
      .values(DEMO_DOMAINS.map((domain) => ({ domain, siteId: site.id })))
      .onConflictDoNothing();
    const menu = await tx
      .select({ id: pageSectionItems.id })
      .from(pageSectionItems)
      .where(and(eq(pageSectionItems.siteId, site.id), eq(pageSectionItems.pageValue, 'headMenu')))
      .limit(1);
    if (menu.length === 0) {
      await tx.insert(pageSectionItems).values(
        DEMO_HEAD_MENU.map((item, index) => ({
          siteId: site.id,
          pageValue: 'headMenu',
          name: item.name,
          settings: { path: item.path },
          sortOrder: index + 1,
        })),
      );
    }
    return site.id;
  });
  await seedSampleLaws(db);
  // After the laws: sample questions link their law references to the sample excerpts.
  await seedSampleQuestions(db);
  return siteId;
}
