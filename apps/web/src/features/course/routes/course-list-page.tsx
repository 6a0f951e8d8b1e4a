import { Button } from 'antd';
import { useCourses } from '../api/list-courses';
import { CourseCard } from '../components/course-card';
import { CourseFilters } from '../components/course-filters';
import { CourseKindNav } from '../components/course-kind-nav';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import {
  COURSE_PAGE_SIZE,
  filterChange,
  filtersFromParams,
  isFiltered,
  requestOf,
} from '../utils/list-filters';
import { useFilterParams } from '../../../hooks/use-filter-params';
import type { TCourseCard } from '../api/list-courses';
import '../../../components/catalogue/catalogue.css';
import './course.css';
import { ListPagination } from '../../../components/list-pagination';

/**
 * /course/videolist and /course/audiolist (视频课程 / 音频课程): course cards with my progress,
 * filters by subject, teacher and access, a sort and pages, all in the URL query.
 */
export function CourseListPage({ kind }: { kind: TCourseCard['kind'] }) {
  const [params, update] = useFilterParams();
  const filters = filtersFromParams(params);
  const courses = useCourses(requestOf(kind, filters));
  const what = kind === 'audio' ? '音频课程' : '视频课程';

  const list = (() => {
    if (courses.isPending) return <Loading />;
    if (courses.isError) {
      return <LoadError error={courses.error} onRetry={() => void courses.refetch()} />;
    }
    const { items, total } = courses.data;
    if (items.length === 0) {
      return isFiltered(filters) ? (
        <EmptyState text={`没有符合条件的${what}`}>
          <Button
            onClick={() => update({ subject: undefined, teacher: undefined, access: undefined })}
          >
            清除筛选
          </Button>
        </EmptyState>
      ) : (
        <EmptyState text={`暂无${what}`} />
      );
    }
    return (
      <>
        <ul
          className="catalogue-grid course-grid"
          aria-label={what}
          aria-busy={courses.isPlaceholderData}
        >
          {items.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
        <ListPagination
          className="catalogue-pagination"
          page={filters.page}
          pageSize={COURSE_PAGE_SIZE}
          total={total}
          onPage={(page) => update({ page: String(page) })}
        />
      </>
    );
  })();

  return (
    <div className="catalogue-page course-page">
      <header className="catalogue-page__head">
        <h1 className="catalogue-title">{what}</h1>
        <CourseKindNav />
      </header>
      <CourseFilters
        filters={filters}
        facets={courses.data?.facets}
        onChange={(key, value) => update(filterChange(key, value))}
      />
      {list}
    </div>
  );
}
