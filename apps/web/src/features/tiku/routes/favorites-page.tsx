import type { ComponentType } from 'react';
import { Button, Tabs, Tag } from 'antd';
import { QUESTION_TYPE_LABELS } from '@yzfk/contract/calls/tiku-shapes';
import { practiceHref } from '@yzfk/contract/paths';
import { useNavigate } from 'react-router';
import { LoginRequired } from '../../../components/login-required';
import { formatDate } from '../../../lib/date-format';
import { useSession } from '../../../lib/session-store';
import { useQuestionFavorites } from '../api/list-question-favorites';
import { useSetQuestionFavorite } from '../api/set-question-favorite';
import { useStartPractice } from '../api/start-practice';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { sourceText } from '../../../components/question/source-text';
import { TikuConfig } from '../components/tiku-config';
import { useFilterParams } from '../../../hooks/use-filter-params';
import './tiku.css';
import { ListPagination } from '../../../components/list-pagination';

const PAGE_SIZE = 10;
const PRACTICE_COUNT = 20;

/** The favourite questions tab: each starred question with 取消收藏, and 练习收藏. */
function QuestionFavorites() {
  const [params, update] = useFilterParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const favorites = useQuestionFavorites({ page, pageSize: PAGE_SIZE }, true);
  const unstar = useSetQuestionFavorite();
  const start = useStartPractice();
  const navigate = useNavigate();

  if (favorites.isPending) return <Loading />;
  if (favorites.isError) {
    return <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />;
  }
  const { list, total } = favorites.data;
  if (total === 0) {
    return (
      <EmptyState text="暂无收藏的试题">
        <span className="tiku-muted">练习时点击题目旁的「收藏」即可收进这里。</span>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="tiku-toolbar">
        <span>
          共 <strong>{total}</strong> 道收藏的试题
        </span>
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() =>
            start.mutate(
              { kind: 'favorites', count: PRACTICE_COUNT },
              { onSuccess: ({ session }) => void navigate(practiceHref(session)) },
            )
          }
        >
          练习收藏
        </Button>
      </div>
      <ul className="tiku-favorites" aria-label="收藏的试题">
        {list.map(({ question, createdAt }) => (
          <li key={question.id} className="tiku-favorite">
            <div className="tiku-mistake__head">
              <Tag color="blue">{QUESTION_TYPE_LABELS[question.type]}</Tag>
              <span className="tiku-muted">
                {question.subjectName}
                {question.chapterName ? ` · ${question.chapterName}` : ''}
                {sourceText(question.source) ? ` · ${sourceText(question.source)}` : ''}
              </span>
            </div>
            <p className="tiku-mistake__stem">{question.stemText}</p>
            <div className="tiku-mistake__meta">
              <span>收藏于 {formatDate(createdAt)}</span>
              <Button
                size="small"
                type="link"
                loading={unstar.isPending && unstar.variables.questionId === question.id}
                onClick={() => unstar.mutate({ questionId: question.id, favorite: false })}
              >
                取消收藏
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ListPagination
        className="tiku-pagination"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPage={(next) => update({ page: String(next) })}
      />
    </>
  );
}

/** A tab another feature adds to /myfavorite (routes.tsx composes them). */
export type TFavoritesTab = { key: string; label: string; Component: ComponentType };

function FavoritesContent({ extraTabs }: { extraTabs: TFavoritesTab[] }) {
  const isLogined = useSession((state) => state.isLogined);
  const [params, update] = useFilterParams();
  if (!isLogined) return <LoginRequired what="查看收藏" />;
  const tabs = [
    { key: 'question', label: '试题', children: <QuestionFavorites /> },
    ...extraTabs.map(({ key, label, Component }) => ({ key, label, children: <Component /> })),
  ];
  const active = tabs.some((t) => t.key === params.get('tab'))
    ? (params.get('tab') ?? '')
    : 'question';
  return (
    <div className="tiku-centre-page">
      <h1 className="tiku-title">我的收藏</h1>
      <Tabs
        activeKey={active}
        items={tabs}
        onChange={(key) => update({ tab: key === 'question' ? undefined : key })}
      />
    </div>
  );
}

/**
 * /myfavorite (我的收藏): one tab per content type, the tab key in ?tab= so a reload keeps it.
 * Questions are this feature's (their favourites carry practice state); laws, books, courses
 * and articles come in as `tabs`.
 */
export function FavoritesPage({ tabs = [] }: { tabs?: TFavoritesTab[] }) {
  return (
    <TikuConfig>
      <FavoritesContent extraTabs={tabs} />
    </TikuConfig>
  );
}
