import { Skeleton } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { practiceHref } from '@yzfk/contract/paths';
import { LoginRequired } from '../../../components/login-required';
import { useSession } from '../../../lib/session-store';
import { usePractice } from '../api/get-practice';
import { NoSession, SessionError } from '../components/load-states';
import { PracticeRunner } from '../components/practice-runner';
import { TikuConfig } from '../components/tiku-config';
import './tiku.css';

function ChapterPracticeContent() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const isLogined = useSession((state) => state.isLogined);
  const practice = usePractice(isLogined ? sessionId : '');

  if (!sessionId) return <NoSession what="章节开始练习" />;
  if (!isLogined) return <LoginRequired what="继续练习" />;
  if (practice.isPending) {
    return (
      <div className="tiku-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (practice.isError) {
    return <SessionError error={practice.error} onRetry={() => void practice.refetch()} />;
  }
  const view = practice.data;
  if (view.session.kind === 'paper') return <Navigate to={practiceHref(view.session)} replace />;
  const q = Number(params.get('q'));
  return (
    <PracticeRunner
      key={view.session.id}
      view={view}
      startIndex={Number.isInteger(q) && q >= 1 ? q - 1 : view.session.position}
    />
  );
}

/**
 * /zj?session=<id>[&q=<n>]: chapter practice (also the wrong-answer book and favourites), one
 * question at a time. q is the 1-based question number; without it the saved position resumes.
 */
export function ChapterPracticePage() {
  return (
    <TikuConfig>
      <ChapterPracticeContent />
    </TikuConfig>
  );
}
