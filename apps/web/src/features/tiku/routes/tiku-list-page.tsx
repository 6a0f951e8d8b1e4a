import { Alert, Button, InputNumber, Tabs } from 'antd';
import {
  PRACTICE_COUNT_DEFAULT,
  PRACTICE_COUNT_MAX,
  PRACTICE_COUNT_MIN,
} from '@yzfk/contract/calls/tiku-practice';
import { practiceHref } from '@yzfk/contract/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { openAccessDialog } from '../../../lib/access-dialog';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useCatalog } from '../api/get-catalog';
import { usePapers } from '../api/list-papers';
import { useStartPractice, type TStartPracticeRequest } from '../api/start-practice';
import { BankPicker } from '../components/bank-picker';
import { ChapterTree, type TPracticeStart } from '../components/chapter-tree';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { PaperList } from '../components/paper-list';
import { ResumeCard } from '../components/resume-card';
import { TikuLinks } from '../components/tiku-links';
import { useRequireLogin } from '../hooks/use-require-login';
import { TikuConfig } from '../components/tiku-config';
import { useFilterParams } from '../../../hooks/use-filter-params';
import './tiku.css';
import { ListPagination } from '../../../components/list-pagination';

const TABS = ['chapters', 'past', 'mock'] as const;
type TTab = (typeof TABS)[number];
const PAPER_PAGE_SIZE = 10;

function TikuListContent() {
  const [params, update] = useFilterParams();
  const bankParam = Number(params.get('bank')) || undefined;
  const tabParam = params.get('tab') ?? '';
  const tab: TTab = (TABS as readonly string[]).includes(tabParam)
    ? (tabParam as TTab)
    : 'chapters';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [count, setCount] = useState(PRACTICE_COUNT_DEFAULT);
  const [isLogined, requireLogin] = useRequireLogin();
  const navigate = useNavigate();
  const start = useStartPractice();

  const catalog = useCatalog(bankParam);
  const bankId = catalog.data?.bankId ?? null;
  const bank = catalog.data?.banks.find((b) => b.id === bankId);
  const papers = usePapers(
    {
      kind: tab === 'mock' ? 'mock' : 'past',
      bankId: bankId ?? undefined,
      page,
      pageSize: PAPER_PAGE_SIZE,
    },
    tab !== 'chapters' && catalog.isSuccess,
  );

  const begin = (request: TStartPracticeRequest) =>
    requireLogin(() =>
      start.mutate(request, { onSuccess: ({ session }) => void navigate(practiceHref(session)) }),
    );

  const startChapter: TPracticeStart = (target, mode) => {
    if (bankId === null) return;
    begin({
      kind: 'chapter',
      bankId,
      subjectId: target.subjectId,
      chapterId: target.chapterId,
      count: Math.min(PRACTICE_COUNT_MAX, Math.max(PRACTICE_COUNT_MIN, Math.round(count))),
      mode,
    });
  };

  const chaptersPanel = (() => {
    if (catalog.isPending) return <Loading />;
    if (catalog.isError)
      return <LoadError error={catalog.error} onRetry={() => void catalog.refetch()} />;
    if (catalog.data.subjects.length === 0) return <EmptyState text="该题库暂无试题" />;
    return (
      <>
        <div className="tiku-toolbar">
          <label className="tiku-toolbar__count">
            每次题数
            <InputNumber
              aria-label="每次题数"
              min={PRACTICE_COUNT_MIN}
              max={PRACTICE_COUNT_MAX}
              step={5}
              value={count}
              onChange={(value) => {
                if (typeof value === 'number') setCount(value);
              }}
            />
            题
          </label>
          <span className="tiku-muted">
            练习：答完一题即显示答案与解析；背题：直接看答案与解析。
          </span>
        </div>
        <ChapterTree
          key={bankId ?? 0}
          subjects={catalog.data.subjects}
          onStart={startChapter}
          locked={!bank?.accessible || start.isPending}
        />
      </>
    );
  })();

  const papersPanel = (() => {
    if (catalog.isError)
      return <LoadError error={catalog.error} onRetry={() => void catalog.refetch()} />;
    if (catalog.isPending || papers.isPending) return <Loading />;
    if (papers.isError)
      return <LoadError error={papers.error} onRetry={() => void papers.refetch()} />;
    if (papers.data.list.length === 0) {
      return <EmptyState text={tab === 'mock' ? '暂无模拟试卷' : '暂无历年真题'} />;
    }
    return (
      <>
        <PaperList
          papers={papers.data.list}
          busy={start.isPending}
          onStart={(paper, timed) => begin({ kind: 'paper', paperId: paper.id, timed })}
          onContinue={(sessionId) => void navigate(practiceHref({ id: sessionId, kind: 'paper' }))}
        />
        <ListPagination
          className="tiku-pagination"
          page={page}
          pageSize={PAPER_PAGE_SIZE}
          total={papers.data.total}
          onPage={(next) => update({ page: String(next) })}
        />
      </>
    );
  })();

  return (
    <div className="tiku-page tiku-list-page">
      <header className="tiku-list-page__head">
        <h1 className="tiku-title">题库练习</h1>
        <TikuLinks />
      </header>
      {!isLogined ? (
        <Alert
          type="info"
          showIcon
          message="登录后即可练习，并记录做题进度、错题与收藏。"
          action={
            <Button size="small" type="primary" onClick={openLoginDialog}>
              登录
            </Button>
          }
        />
      ) : null}
      {catalog.data && catalog.data.banks.length > 0 ? (
        <BankPicker
          banks={catalog.data.banks}
          value={bankId}
          onChange={(id) => update({ bank: String(id), page: undefined })}
        />
      ) : null}
      {bank && !bank.accessible ? (
        <Alert
          type="warning"
          showIcon
          role="region"
          aria-label="需授权"
          title="需授权后才能练习"
          description={`「${bank.name}」需授权后才能练习，可先浏览其科目与章节。兑换激活码即可开通。`}
          action={
            <Button type="primary" onClick={() => openAccessDialog(bank.name)}>
              获取授权
            </Button>
          }
        />
      ) : null}
      {catalog.data?.resume ? <ResumeCard session={catalog.data.resume} /> : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'chapters' ? undefined : key, page: undefined })}
        items={[
          {
            key: 'chapters',
            label: '章节练习',
            children: tab === 'chapters' ? chaptersPanel : null,
          },
          { key: 'past', label: '历年真题', children: tab === 'past' ? papersPanel : null },
          { key: 'mock', label: '模拟试卷', children: tab === 'mock' ? papersPanel : null },
        ]}
      />
    </div>
  );
}

/**
 * /tikulist (题库练习): the bank selector, the resume card, subjects with chapter trees and the
 * user's progress (练习 / 背题 with a chosen count), past and mock papers, and links to the
 * other question-bank pages. Starting anything needs a login.
 */
export function TikuListPage() {
  return (
    <TikuConfig>
      <TikuListContent />
    </TikuConfig>
  );
}
