import { Skeleton } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { practiceHref } from '@yzfk/contract/paths';
import { LoginRequired } from '../../../components/login-required';
import { useSession } from '../../../lib/session-store';
import { usePractice } from '../api/get-practice';
import { NoSession, SessionError } from '../components/load-states';
import { PaperResult } from '../components/paper-result';
import { PaperRunner } from '../components/paper-runner';
import { TikuConfig } from '../components/tiku-config';
import './tiku.css';

function PaperPracticeContent() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const isLogined = useSession((state) => state.isLogined);
  const practice = usePractice(isLogined ? sessionId : '');

  if (!sessionId) return <NoSession what="试卷" />;
  if (!isLogined) return <LoginRequired what="参加试卷练习" />;
  if (practice.isPending) {
    return (
      <div className="tiku-page">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (practice.isError) {
    return <SessionError error={practice.error} onRetry={() => void practice.refetch()} />;
  }
  const view = practice.data;
  if (view.session.kind !== 'paper') return <Navigate to={practiceHref(view.session)} replace />;
  if (view.session.finishedAt) return <PaperResult view={view} />;
  return <PaperRunner key={view.session.id} view={view} />;
}

/** /sj?session=<id>: a whole paper, timed or not; after 交卷 the score and the review. */
export function PaperPracticePage() {
  return (
    <TikuConfig>
      <PaperPracticeContent />
    </TikuConfig>
  );
}
