import { Button, Result } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { errorText, hasCode } from '../api/exam-errors';
import { useAttempt } from '../api/start-exam';
import { AnsweringScreen } from '../components/answering-screen';
import { ExamInfoMissing } from '../components/exam-info-missing';
import { ExamLoading } from '../components/exam-loading';
import { useRoomLoginGuard } from '../hooks/use-room-login-guard';
import { useRoomParams } from '../hooks/use-room-params';
import './exam.css';
import { ExamConfig } from '../components/exam-config';

/**
 * /exam/{obt|subt}/examination?examId=&paperId= (standalone, titled EXAMINATION_TITLE): opens
 * or resumes the paper's attempt and shows the answering screen. The law search for 主观题 is
 * composed in by the app (a feature never imports another).
 */
function ExaminationPageContent({ lawSearch }: { lawSearch?: ComponentType }) {
  const { variant, examId, paperId } = useRoomParams();
  const attempt = useAttempt({ examId, paperId });
  const needsLogin = useRoomLoginGuard(attempt.error, variant, examId);
  const before = examRoomRoute(variant, 'examBefore').href({ examId });

  if (examId === 0 || paperId === 0) {
    return <ExamInfoMissing reason="请从模拟考试列表进入考场。" />;
  }
  if (attempt.isPending || needsLogin) return <ExamLoading />;
  if (attempt.isError) {
    const waiting =
      hasCode(attempt.error, E.examNotOpen) || hasCode(attempt.error, E.examEntryClosed);
    return (
      <Result
        status={waiting ? 'info' : 'error'}
        title={waiting ? errorText(attempt.error) : '无法进入答题'}
        subTitle={waiting ? undefined : errorText(attempt.error)}
        extra={[
          <Link key="before" to={before}>
            返回考场
          </Link>,
          waiting ? null : (
            <Button key="retry" type="primary" onClick={() => void attempt.refetch()}>
              重试
            </Button>
          ),
        ]}
      />
    );
  }
  const view = attempt.data;
  if (view.attempt.status !== 'in_progress') {
    return (
      <Result
        status="info"
        title="本场考试已交卷"
        subTitle={`${view.examTitle} · ${view.attempt.paperTitle}`}
        extra={[
          <Link key="report" to={paths.examReport.href({ attempt: view.attempt.id })}>
            查看答题报告
          </Link>,
          <Link key="before" to={before}>
            返回考场
          </Link>,
        ]}
      />
    );
  }
  return <AnsweringScreen view={view} variant={variant} examId={examId} lawSearch={lawSearch} />;
}

/** See ExaminationPageContent; wrapped in the exam pages' antd settings. */
export function ExaminationPage(props: { lawSearch?: ComponentType }) {
  return (
    <ExamConfig>
      <ExaminationPageContent {...props} />
    </ExamConfig>
  );
}
