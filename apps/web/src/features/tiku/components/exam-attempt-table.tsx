import { Table, Tag } from 'antd';
import { EXAM_VARIANT_LABELS, type TAttemptStatus } from '@yzfk/contract/calls/exam-shapes';
import { examRoomRoute, paths } from '@yzfk/contract/paths';
import { Link } from 'react-router';
import { formatStamp } from '../../../lib/date-format';
import type { TExamAttemptRow } from '../api/list-exam-attempts';

const STATUS: Record<TAttemptStatus, { text: string; color: string }> = {
  in_progress: { text: '考试中', color: 'orange' },
  submitted: { text: '已交卷', color: 'green' },
  collected: { text: '已收卷', color: 'blue' },
};

/** An attempt's score: score/maxScore, 待评分 for an ungraded 主观题, — while in progress. */
function scoreText(row: TExamAttemptRow): string {
  if (row.status === 'in_progress') return '—';
  if (row.score === null) return row.variant === 'subt' ? '待评分' : '—';
  const score = Number.isInteger(row.score) ? String(row.score) : row.score.toFixed(1);
  return `${score}/${row.maxScore}`;
}

/**
 * The user's mock exam attempts (模拟考试) in the learning records: exam, paper, date, score and
 * status, with 查看报告 once finished (继续考试 while in progress).
 */
export function ExamAttemptTable({ rows }: { rows: TExamAttemptRow[] }) {
  return (
    <Table<TExamAttemptRow>
      className="tiku-records"
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 760 }}
      columns={[
        {
          title: '时间',
          dataIndex: 'startedAt',
          render: (value: string) => formatStamp(value),
        },
        {
          title: '考试',
          key: 'exam',
          render: (_, row) => (
            <>
              <Tag color={row.variant === 'subt' ? 'purple' : 'blue'}>
                {EXAM_VARIANT_LABELS[row.variant]}
              </Tag>
              {row.examTitle}
            </>
          ),
        },
        { title: '试卷', dataIndex: 'paperTitle' },
        { title: '得分', key: 'score', render: (_, row) => scoreText(row) },
        {
          title: '状态',
          key: 'status',
          render: (_, row) => <Tag color={STATUS[row.status].color}>{STATUS[row.status].text}</Tag>,
        },
        {
          title: '操作',
          key: 'open',
          render: (_, row) =>
            row.status === 'in_progress' ? (
              <Link
                to={examRoomRoute(row.variant, 'exam').href({ examId: row.examId })}
                aria-label={`继续考试 ${row.examTitle} ${row.paperTitle}`}
              >
                继续考试
              </Link>
            ) : (
              <Link
                to={paths.examReport.href({ attempt: row.id })}
                aria-label={`查看报告 ${row.examTitle} ${row.paperTitle}`}
              >
                查看报告
              </Link>
            ),
        },
      ]}
    />
  );
}
