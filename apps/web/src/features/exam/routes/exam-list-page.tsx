import { Button, Checkbox, Empty, Result, Segmented, Select, Skeleton } from 'antd';
import {
  EXAM_STATE_LABELS,
  EXAM_STATES,
  EXAM_VARIANT_LABELS,
  EXAM_VARIANTS,
  type TExamState,
  type TExamSummary,
  type TExamVariant,
} from '@yzfk/contract/calls/exam-shapes';
import { useState } from 'react';
import { useFilterParams } from '../../../hooks/use-filter-params';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { useExamList } from '../api/list-exams';
import { errorText } from '../api/exam-errors';
import { ExamCard } from '../components/exam-card';
import { RegisterDialog } from '../components/register-dialog';
import './exam.css';
import { ExamConfig } from '../components/exam-config';
import { ListPagination } from '../../../components/list-pagination';

const PAGE_SIZE = 10;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * /examlist: the mock exams by state (报名中, 即将开始, 进行中, 已结束) and variant, each with
 * its times, papers and candidates, my registration (准考证号) and reports; 报名 and 进入考场.
 */
function ExamListPageContent() {
  const [params, update] = useFilterParams();
  const state = oneOf<TExamState>(EXAM_STATES, params.get('state'));
  const variant = oneOf<TExamVariant>(EXAM_VARIANTS, params.get('variant'));
  const mine = params.get('mine') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const isLogined = useSession((session) => session.isLogined);
  const list = useExamList({ state, variant, mine: mine && isLogined, page, pageSize: PAGE_SIZE });
  const [registering, setRegistering] = useState<TExamSummary | null>(null);

  return (
    <div className="exam-list">
      <header className="exam-list__head">
        <h1 className="exam-list__title">模拟考试</h1>
        <p className="exam-muted">
          按真实机考的界面与规则模考：报名领取准考证号，凭准考证号和证件号码登录考场。
        </p>
      </header>
      <div className="exam-list__filters">
        <Segmented
          aria-label="考试状态"
          value={state ?? 'all'}
          options={[
            { label: '全部', value: 'all' },
            ...EXAM_STATES.map((value) => ({ label: EXAM_STATE_LABELS[value], value })),
          ]}
          onChange={(value) => update({ state: value === 'all' ? undefined : value })}
        />
        <Select
          aria-label="题型"
          className="exam-list__variant"
          value={variant ?? 'all'}
          options={[
            { label: '全部题型', value: 'all' },
            ...EXAM_VARIANTS.map((value) => ({ label: EXAM_VARIANT_LABELS[value], value })),
          ]}
          onChange={(value) => update({ variant: value === 'all' ? undefined : value })}
        />
        {isLogined ? (
          <Checkbox
            checked={mine}
            onChange={(event) => update({ mine: event.target.checked ? '1' : undefined })}
          >
            只看我报名的
          </Checkbox>
        ) : null}
      </div>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.isError ? (
        <Result
          status="error"
          title="加载失败"
          subTitle={errorText(list.error)}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              重试
            </Button>
          }
        />
      ) : list.data.list.length === 0 ? (
        <Empty description="暂无符合条件的考试" />
      ) : (
        <>
          <div className="exam-list__items">
            {list.data.list.map((exam) => (
              <ExamCard
                key={exam.id}
                exam={exam}
                isLogined={isLogined}
                onRegister={() => (isLogined ? setRegistering(exam) : openLoginDialog())}
              />
            ))}
          </div>
          <ListPagination
            className="exam-list__pages"
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
      {registering ? (
        <RegisterDialog exam={registering} onClose={() => setRegistering(null)} />
      ) : null}
    </div>
  );
}

/** See ExamListPageContent; wrapped in the exam pages' antd settings. */
export function ExamListPage() {
  return (
    <ExamConfig>
      <ExamListPageContent />
    </ExamConfig>
  );
}
