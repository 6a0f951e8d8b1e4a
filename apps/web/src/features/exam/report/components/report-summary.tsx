import { PrinterOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { EXAM_VARIANT_LABELS, type TExamReport } from '@yzfk/contract/calls/exam-shapes';
import { formatStamp } from '../../../../lib/date-format';
import { ATTEMPT_STATUS_TEXT, durationText, scoreText } from '../utils/report-format';

/**
 * The head of the report: the exam and paper, the candidate, the score (score / maxScore) in
 * large type, time used, answered and correct counts, and 打印. A 主观题 paper has no score
 * until the candidate grades it.
 */
export function ReportSummary({ report }: { report: TExamReport }) {
  const { attempt, candidate } = report;
  const total = report.questions.length;
  const isSubjective = report.variant === 'subt';
  return (
    <section className="exam-report__summary" aria-label="成绩">
      <div className="exam-report__heading">
        <div>
          <h1 className="exam-report__title">{report.examTitle}</h1>
          <p className="exam-report__meta">
            <Tag color={isSubjective ? 'purple' : 'blue'}>
              {EXAM_VARIANT_LABELS[report.variant]}
            </Tag>
            {attempt.paperTitle} · {candidate.realName} · 准考证号 {candidate.ticketNo} ·{' '}
            {ATTEMPT_STATUS_TEXT[attempt.status]} {formatStamp(attempt.finishedAt)}
          </p>
        </div>
        <Button
          className="exam-report__print"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
        >
          打印
        </Button>
      </div>
      <dl className="exam-report__stats">
        <div className="exam-report__stat exam-report__stat--score">
          <dt>{isSubjective ? '自评得分' : '得分'}</dt>
          <dd aria-label="得分">
            <strong>{attempt.score === null ? '待评分' : scoreText(attempt.score)}</strong>
            <span> / {attempt.maxScore} 分</span>
          </dd>
        </div>
        <div className="exam-report__stat">
          <dt>用时</dt>
          <dd>{durationText(report.timeUsedSeconds)}</dd>
        </div>
        <div className="exam-report__stat">
          <dt>已作答</dt>
          <dd>
            {report.answeredCount} / {total} 题
          </dd>
        </div>
        {isSubjective ? null : (
          <div className="exam-report__stat">
            <dt>答对</dt>
            <dd>
              {report.correctCount} / {total} 题
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
