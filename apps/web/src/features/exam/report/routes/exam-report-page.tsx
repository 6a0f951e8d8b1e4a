import { Button, ConfigProvider, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { LoginRequired } from '../../../../components/login-required';
import { ApiError } from '../../../../lib/api-error';
import { useSession } from '../../../../lib/session-store';
import { useExamReport } from '../api/get-exam-report';
import { AccuracyTable } from '../components/accuracy-table';
import { RankingTable } from '../components/ranking-table';
import { ReportNotFound, ReportNotReady } from '../components/report-errors';
import { ReportQuestions } from '../components/report-questions';
import { ReportSummary } from '../components/report-summary';
import { StandingPanel } from '../components/standing-panel';
import './exam-report.css';

/** The attempt number of ?attempt=…, or null when it is not a positive whole number. */
function attemptIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function ReportContent() {
  const isLogined = useSession((state) => state.isLogined);
  const [params] = useSearchParams();
  const attemptId = attemptIdOf(params.get('attempt'));
  const report = useExamReport(attemptId ?? 0, isLogined && attemptId !== null);

  if (!isLogined) return <LoginRequired what="查看答题报告" />;
  if (attemptId === null) return <ReportNotFound />;
  if (report.isPending) {
    return (
      <div aria-busy="true" aria-label="加载中">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (report.isError) {
    const code = report.error instanceof ApiError ? report.error.code : null;
    if (code === E.reportNotReady) return <ReportNotReady attemptId={attemptId} />;
    if (code === E.attemptNotFound) return <ReportNotFound />;
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={report.error.message || '请稍后重试'}
        extra={
          <Button type="primary" onClick={() => void report.refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  const data = report.data;
  return (
    <>
      <ReportSummary report={data} />
      <section className="exam-report__block" aria-label="正确率">
        <h2 className="exam-report__subheading">正确率</h2>
        <div className="exam-report__accuracy">
          <AccuracyTable title="各题型正确率" nameHeader="题型" rows={data.sections} />
          <AccuracyTable title="各科目正确率" nameHeader="科目" rows={data.subjects} />
        </div>
      </section>
      <StandingPanel standing={data.standing} score={data.attempt.score} />
      <RankingTable
        examId={data.examId}
        paperId={data.attempt.paperId}
        enabled={data.standing !== null}
      />
      <ReportQuestions report={data} />
    </>
  );
}

/**
 * /exam/report?attempt=… (答题报告): the score and time, accuracy per section and subject, the
 * standing among the exam's candidates with the score distribution and the ranking, then every
 * question with the answers, explanation and law articles, or for 主观题 the self-grading.
 * Prints without the site's header and footer.
 */
export function ExamReportPage() {
  return (
    // Buttons keep their text as written (打印, not antd's spaced 打 印), also their name.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className="exam-report">
        <ReportContent />
      </div>
    </ConfigProvider>
  );
}
