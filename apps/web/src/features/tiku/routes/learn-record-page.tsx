import { Table, Tabs, Tag } from 'antd';
import { paths, practiceHref } from '@yzfk/contract/paths';
import { ListPagination } from '../../../components/list-pagination';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { LoginRequired } from '../../../components/login-required';
import { formatStamp } from '../../../lib/date-format';
import { useSession } from '../../../lib/session-store';
import { useExamAttempts } from '../api/list-exam-attempts';
import { useLearningRecords } from '../api/list-learning-records';
import { AccuracyChart } from '../components/accuracy-chart';
import { ExamAttemptTable } from '../components/exam-attempt-table';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { percentText } from '../../../components/question/answer-text';
import { sessionKindText } from '../utils/tiku-format';
import { TikuConfig } from '../components/tiku-config';
import { useFilterParams } from '../../../hooks/use-filter-params';
import './tiku.css';

const PAGE_SIZE = 20;

/** A tab another feature adds (课程, 图书), composed in by the router. */
export type TRecordTab = { key: string; label: string; Component: ComponentType };

/** The tab a URL's ?tab= names (练习记录 without one or with one the page lacks). */
function tabOf(param: string | null, extra: TRecordTab[]): string {
  if (param === 'exam' || extra.some((tab) => tab.key === param)) return param ?? 'practice';
  return 'practice';
}

/** A page number of the list, one pager for both tabs. */
function PagerOf({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <ListPagination
      className="tiku-pagination"
      page={page}
      pageSize={PAGE_SIZE}
      total={total}
      onPage={onChange}
    />
  );
}

/** The 模拟考试 tab: the user's mock exam attempts with their reports. */
function ExamRecords({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const attempts = useExamAttempts({ page, pageSize: PAGE_SIZE }, true);
  if (attempts.isPending) return <Loading />;
  if (attempts.isError) {
    return <LoadError error={attempts.error} onRetry={() => void attempts.refetch()} />;
  }
  const { list, total } = attempts.data;
  if (total === 0) {
    return (
      <EmptyState text="暂无模拟考试记录">
        <Link to={paths.examList.href()}>去参加模拟考试</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ExamAttemptTable rows={list} />
      <PagerOf page={page} total={total} onChange={onPage} />
    </>
  );
}

function LearnRecordContent({ tabs, activity }: { tabs: TRecordTab[]; activity: ComponentType[] }) {
  const isLogined = useSession((state) => state.isLogined);
  const [params, update] = useFilterParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tab = tabOf(params.get('tab'), tabs);
  const records = useLearningRecords(
    { page, pageSize: PAGE_SIZE },
    isLogined && tab === 'practice',
  );

  if (!isLogined) return <LoginRequired what="查看学习记录" />;

  const practice = () => {
    if (records.isPending) return <Loading />;
    if (records.isError) {
      return <LoadError error={records.error} onRetry={() => void records.refetch()} />;
    }
    const { list, total, subjects } = records.data;
    if (total === 0) {
      return (
        <EmptyState text="暂无学习记录">
          <Link to={paths.tikuList.href()}>去题库练习</Link>
        </EmptyState>
      );
    }
    return (
      <>
        {subjects.length > 0 ? (
          <AccuracyChart
            title="各科正确率"
            bars={subjects.map((s) => ({
              label: s.subjectName,
              accuracy: s.accuracy,
              detail: `答 ${s.answerCount} 题 · 对 ${s.correctCount} 题`,
            }))}
          />
        ) : null}
        <Table<TPracticeSession>
          className="tiku-records"
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={list}
          scroll={{ x: 760 }}
          columns={[
            {
              title: '时间',
              dataIndex: 'startedAt',
              render: (value: string) => formatStamp(value),
            },
            { title: '练习', dataIndex: 'title' },
            {
              title: '类型',
              key: 'kind',
              render: (_, record) => sessionKindText(record.kind, record.mode),
            },
            {
              title: '题数',
              key: 'count',
              render: (_, record) => `${record.answeredCount}/${record.total}`,
            },
            {
              title: '正确率',
              dataIndex: 'accuracy',
              render: (value: number | null) => percentText(value),
            },
            {
              title: '得分',
              key: 'score',
              render: (_, record) =>
                record.kind === 'paper' && record.score !== null
                  ? `${record.score}/${record.maxScore}`
                  : '—',
            },
            {
              title: '操作',
              key: 'open',
              render: (_, record) =>
                record.finishedAt ? (
                  <Link to={practiceHref(record)} aria-label={`查看 ${record.title}`}>
                    查看
                  </Link>
                ) : (
                  <span className="tiku-records__open">
                    <Tag color="orange">未完成</Tag>
                    <Link to={practiceHref(record)} aria-label={`继续 ${record.title}`}>
                      继续
                    </Link>
                  </span>
                ),
            },
          ]}
        />
        <PagerOf page={page} total={total} onChange={(next) => update({ page: String(next) })} />
      </>
    );
  };

  return (
    <div className="tiku-centre-page">
      <h1 className="tiku-title">学习记录</h1>
      {activity.length > 0 ? (
        <p className="tiku-activity" aria-label="我的积累">
          <span>我的积累：</span>
          {activity.map((Item, index) => (
            <Item key={index} />
          ))}
        </p>
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'practice' ? undefined : key })}
        destroyOnHidden
        items={[
          { key: 'practice', label: '练习记录', children: tab === 'practice' ? practice() : null },
          {
            key: 'exam',
            label: '模拟考试',
            children:
              tab === 'exam' ? (
                <ExamRecords page={page} onPage={(next) => update({ page: String(next) })} />
              ) : null,
          },
          ...tabs.map(({ key, label, Component }) => ({
            key,
            label,
            children: tab === key ? <Component /> : null,
          })),
        ]}
      />
    </div>
  );
}

/**
 * /learnrecord (学习记录): accuracy by subject as a bar chart and every practice session with a
 * link back to it (继续 while unfinished); under 模拟考试 (?tab=exam) the mock exams taken, each
 * with its report; then the tabs the router composes in (课程 ?tab=courses, 图书 ?tab=books:
 * the course and book features' records, as features never import each other), and above
 * them the counts of my notes and maps (composed in the same way).
 */
export function LearnRecordPage({
  tabs = [],
  activity = [],
}: {
  tabs?: TRecordTab[];
  /** What else I have built up (my notes, my maps), each a link with its count. */
  activity?: ComponentType[];
}) {
  return (
    <TikuConfig>
      <LearnRecordContent tabs={tabs} activity={activity} />
    </TikuConfig>
  );
}
