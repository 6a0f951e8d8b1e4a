import { PRODUCT_NAME } from '@yzfk/contract/constants';
import { HomeSections } from '../components/home-sections';
import { StudyPlanTable } from '../components/study-plan-table';
import './home-page.css';

/**
 * /home: the product pitch, the site's sections from the server (search, banner, countdown,
 * 继续学习, 每日一题, practice entries, content lists; its 快捷入口 lead to every section), then
 * a study plan.
 */
export function HomePage() {
  return (
    <div className="home-page">
      <section className="home-hero">
        <div className="home-hero__inner">
          <h1 className="home-hero__title">{PRODUCT_NAME}</h1>
          <p className="home-hero__pitch">
            法条、题库、模拟考试与图书课程汇于一处，有章有法，稳步备战国家统一法律职业资格考试。
          </p>
        </div>
      </section>
      <div className="home-page__content">
        <HomeSections />
        <section aria-labelledby="home-plan-title">
          <h2 id="home-plan-title" className="home-page__heading">
            备考阶段
          </h2>
          <p className="home-page__note">
            以下为通用的备考阶段建议，可按自己的基础与时间灵活调整；拖动表头右侧边缘可调整列宽。
          </p>
          <StudyPlanTable />
        </section>
      </div>
    </div>
  );
}
