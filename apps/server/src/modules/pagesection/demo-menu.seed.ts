import { and, eq } from 'drizzle-orm';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import { pageSectionItems } from './page-section.schema';

/** The spec's header menu: home, book, course, tiku, exam, law, article, download. */
export const DEMO_HEAD_MENU = [
  { name: '首页', path: paths.home.href() },
  { name: '图书', path: paths.book.href() },
  { name: '课程', path: paths.course.href() },
  { name: '题库', path: paths.tiku.href() },
  { name: '考试', path: paths.exam.href() },
  { name: '法规', path: paths.law.href() },
  { name: '文章', path: paths.article.href() },
  { name: '下载', path: paths.download.href() },
] as const;

/** Writes the demo site's header menu once: an existing menu is left as it is. */
export async function seedDemoMenu(db: TDb, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = await tx
      .select({ id: pageSectionItems.id })
      .from(pageSectionItems)
      .where(and(eq(pageSectionItems.siteId, siteId), eq(pageSectionItems.pageValue, 'headMenu')))
      .limit(1);
    if (menu.length > 0) return;
    await tx.insert(pageSectionItems).values(
      DEMO_HEAD_MENU.map((item, index) => ({
        siteId,
        pageValue: 'headMenu',
        name: item.name,
        settings: { path: item.path },
        sortOrder: index + 1,
      })),
    );
  });
}
