import { lazy, Suspense } from 'react';

// The law search inside the 主观题 screen's 法条检索 dialog: loaded when the dialog first opens.
const LawSearchInExam = lazy(() =>
  import('../../features/search/routes/search-law-page').then((m) => ({
    default: m.SearchLawPage,
  })),
);

/** What the exam's 法条检索 dialog shows: the law search page, loaded on first open. */
export function LawSearchDialogContent() {
  return (
    <Suspense fallback={null}>
      <LawSearchInExam />
    </Suspense>
  );
}
