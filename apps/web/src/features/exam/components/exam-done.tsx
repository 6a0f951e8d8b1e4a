import { Button, Result } from 'antd';
import type { TExamVariant } from '@yzfk/contract/calls/exam-shapes';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TPhase } from '../hooks/use-submit-flow';

/** Seconds the time-up notice stays before the report opens. */
export const TIME_UP_NOTICE_MS = 5000;

export type TExamDoneProps = {
  phase: Extract<TPhase, 'timeUp' | 'submitted' | 'finished'>;
  attemptId: number;
  examId: number;
  variant: TExamVariant;
  /** 考试名 · 试卷名, said when every answer reached the server. */
  subject: string;
  /** Questions whose last change never reached the server (kept in this browser). */
  unsent: number;
  onDownload: () => void;
};

/**
 * The end of the answering screen: time up (the report opens after a moment), 交卷成功, or
 * closed elsewhere; any answers left unsent are counted and offered as the 答卷 file.
 */
export function ExamDone({
  phase,
  attemptId,
  examId,
  variant,
  subject,
  unsent,
  onDownload,
}: TExamDoneProps) {
  const navigate = useNavigate();

  useEffect(() => {
    if (phase !== 'timeUp') return;
    const timer = setTimeout(
      () => void navigate(paths.examReport.href({ attempt: attemptId }), { replace: true }),
      TIME_UP_NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, attemptId, navigate]);

  return (
    <div className="exam-screen exam-screen--done">
      <Result
        status={phase === 'submitted' ? 'success' : 'info'}
        title={
          phase === 'timeUp'
            ? '考试时间到，答卷已自动提交'
            : phase === 'submitted'
              ? '交卷成功'
              : '本场考试已交卷'
        }
        subTitle={
          unsent > 0 ? `有 ${unsent} 题的最后修改未能提交到服务器（已保存在本机）。` : subject
        }
        extra={[
          <Button
            key="report"
            type="primary"
            onClick={() => void navigate(paths.examReport.href({ attempt: attemptId }))}
          >
            查看答题报告
          </Button>,
          <Link key="room" to={examRoomRoute(variant, 'examBefore').href({ examId })}>
            返回考场
          </Link>,
          unsent > 0 ? (
            <Button key="download" onClick={onDownload}>
              下载答卷
            </Button>
          ) : null,
        ]}
      />
    </div>
  );
}
