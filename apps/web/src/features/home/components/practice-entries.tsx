import { useNavigate } from 'react-router';
import { practiceHref } from '@yzfk/contract/paths';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import type { TSectionOf } from '../api/get-homepage';
import { useStartPractice, type TStartRequest } from '../api/start-practice';

/** Starts a practice and opens it; asks a visitor to log in first (practice is per user). */
function useStartAndOpen() {
  const navigate = useNavigate();
  const isLogined = useSession((state) => state.isLogined);
  const start = useStartPractice();
  return {
    pending: start.isPending,
    open: (request: TStartRequest) => {
      if (!isLogined) {
        openLoginDialog();
        return;
      }
      start.mutate(request, {
        onSuccess: ({ session }) => void navigate(practiceHref(session)),
      });
    },
  };
}

/** One button per subject, straight into a practice of its questions. */
export function SubjectEntries({ section }: { section: TSectionOf<'subjectEntries'> }) {
  const { open, pending } = useStartAndOpen();
  const { count, subjects } = section.data;
  return (
    <ul className="home-subjects" aria-label={section.title}>
      {subjects.map((subject) => (
        <li key={subject.subjectId}>
          <button
            type="button"
            className="home-subjects__entry"
            disabled={pending}
            onClick={() =>
              open({
                kind: 'chapter',
                bankId: subject.bankId,
                subjectId: subject.subjectId,
                count,
              })
            }
          >
            <span className="home-subjects__name">{subject.name}</span>
            <span className="home-subjects__count">{subject.questionCount} 题</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 历年真题 by year, newest first: each paper opens as a practice. */
export function PastPapers({ section }: { section: TSectionOf<'pastPapers'> }) {
  const { open, pending } = useStartAndOpen();
  return (
    <dl className="home-papers">
      {section.data.years.map(({ year, papers }) => (
        <div key={year} className="home-papers__year">
          <dt>{year} 年</dt>
          {papers.map((paper) => (
            <dd key={paper.id}>
              <button
                type="button"
                className="home-papers__paper"
                disabled={pending}
                onClick={() => open({ kind: 'paper', paperId: paper.id })}
              >
                {paper.title}
              </button>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
