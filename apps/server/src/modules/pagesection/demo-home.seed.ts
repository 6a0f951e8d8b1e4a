import { eq } from 'drizzle-orm';
import { HOME_SUBJECTS, type THomeSectionKind } from '@yzfk/contract/calls/home-sections';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import { homeSections } from './page-section.schema';

type TDemoSection = { kind: THomeSectionKind; title: string; config: Record<string, unknown> };

/**
 * The demo site's home page: every kind once, in a sensible order. The countdown's dates are
 * placeholders for the demo (the real dates come from the Ministry of Justice's announcement
 * and are set by an operator with /flks/admin/home/section/update).
 */
export const DEMO_HOME_SECTIONS: readonly TDemoSection[] = [
  { kind: 'searchBox', title: '搜索', config: {} },
  {
    kind: 'banner',
    title: '推荐',
    config: {
      slides: [
        {
          title: '历年真题，按年份练',
          subtitle: '限时作答，交卷即出成绩与解析',
          to: paths.tikuList.href(),
        },
        {
          title: '模拟机考，熟悉考场',
          subtitle: '仿真机考界面，考前演练节奏',
          to: paths.examList.href(),
        },
        { title: '法条随手查', subtitle: '法律、行政法规与司法解释原文', to: paths.lawList.href() },
      ],
    },
  },
  {
    kind: 'quickEntries',
    title: '快捷入口',
    config: {
      entries: [
        { label: '法律法规', to: paths.lawList.href() },
        { label: '题库练习', to: paths.tikuList.href() },
        { label: '模拟考试', to: paths.examList.href() },
        { label: '图书', to: paths.bookList.href() },
        { label: '课程', to: paths.videoList.href() },
        { label: '文章', to: paths.articleList.href() },
        { label: '下载专区', to: paths.downloadList.href() },
        { label: '错题本', to: paths.myMistake.href() },
      ],
    },
  },
  {
    kind: 'countdown',
    title: '考试倒计时',
    config: { examName: '法考客观题', dates: ['2026-09-12', '2027-09-11'] },
  },
  { kind: 'continueLearning', title: '继续学习', config: {} },
  { kind: 'dailyQuestion', title: '每日一题', config: {} },
  {
    kind: 'subjectEntries',
    title: '分科练习',
    config: { subjects: [...HOME_SUBJECTS], count: 10 },
  },
  { kind: 'pastPapers', title: '历年真题', config: { limit: 12 } },
  { kind: 'mockExams', title: '近期模考', config: { limit: 4 } },
  { kind: 'newBooks', title: '新书上架', config: { limit: 6 } },
  { kind: 'popularCourses', title: '热门课程', config: { limit: 4 } },
  { kind: 'latestArticles', title: '最新文章', config: { limit: 6 } },
];

/** Writes the demo site's home sections once: a site that has any is left as it is. */
export async function seedDemoHomeSections(db: TDb, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: homeSections.id })
      .from(homeSections)
      .where(eq(homeSections.siteId, siteId))
      .limit(1);
    if (existing.length > 0) return;
    await tx.insert(homeSections).values(
      DEMO_HOME_SECTIONS.map((section, index) => ({
        siteId,
        kind: section.kind,
        title: section.title,
        sortOrder: index + 1,
        enabled: true,
        config: section.config,
      })),
    );
  });
}
