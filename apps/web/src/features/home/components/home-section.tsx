import type { THomeSection } from '@yzfk/contract/calls/home-sections';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/date-format';
import { BannerCarousel } from './banner-carousel';
import { ContentLinks } from './content-links';
import { ContinueLearning } from './continue-learning';
import { DailyQuestion } from './daily-question';
import { ExamCountdown } from './exam-countdown';
import { PastPapers, SubjectEntries } from './practice-entries';
import { QuickEntries } from './quick-entries';
import { SearchBox } from './search-box';

/** The content of one section, by its kind. */
function SectionBody({ section }: { section: THomeSection }): ReactNode {
  switch (section.kind) {
    case 'searchBox':
      return <SearchBox section={section} />;
    case 'banner':
      return <BannerCarousel section={section} />;
    case 'quickEntries':
      return <QuickEntries section={section} />;
    case 'countdown':
      return <ExamCountdown section={section} />;
    case 'continueLearning':
      return <ContinueLearning section={section} />;
    case 'dailyQuestion':
      return <DailyQuestion section={section} />;
    case 'subjectEntries':
      return <SubjectEntries section={section} />;
    case 'pastPapers':
      return <PastPapers section={section} />;
    case 'mockExams':
      return (
        <ContentLinks
          label={section.title}
          items={section.data.exams.map((exam) => ({
            ...exam,
            meta: `${formatDate(exam.startsAt)} 开考`,
          }))}
        />
      );
    case 'newBooks':
      return (
        <ContentLinks
          label={section.title}
          items={section.data.books.map((book) => ({ ...book, meta: book.author }))}
        />
      );
    case 'popularCourses':
      return (
        <ContentLinks
          label={section.title}
          items={section.data.courses.map((course) => ({
            ...course,
            meta: `${course.learners} 人在学`,
          }))}
        />
      );
    case 'latestArticles':
      return (
        <ContentLinks
          label={section.title}
          items={section.data.articles.map((article) => ({
            ...article,
            meta: `${article.column} · ${formatDate(article.publishedAt)}`,
          }))}
        />
      );
  }
}

// Kinds that carry no heading of their own: the search box and the banner speak for themselves.
const UNTITLED = new Set<THomeSection['kind']>(['searchBox', 'banner']);

/** One home section: its heading (named for assistive technology) and its content. */
export function HomeSection({ section }: { section: THomeSection }) {
  const headingId = `home-section-${section.id}`;
  const titled = !UNTITLED.has(section.kind);
  return (
    <section
      className={`home-section home-section--${section.kind}`}
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : section.title}
      data-kind={section.kind}
    >
      {titled ? (
        <h2 id={headingId} className="home-page__heading">
          {section.title}
        </h2>
      ) : null}
      <SectionBody section={section} />
    </section>
  );
}
