import { ArrowLeftOutlined } from '@ant-design/icons';
import { Pagination, Select, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { useCatalog } from '../api/get-catalog';
import { useSubjectiveList } from '../api/list-subjective';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { sourceText } from '../../../components/question/source-text';
import { SubjectiveWorkspace } from '../components/subjective-workspace';
import { TikuConfig } from '../components/tiku-config';
import { useFilterParams } from '../../../hooks/use-filter-params';
import './tiku.css';

const PAGE_SIZE = 20;

function SubjectiveContent() {
  const [params, update] = useFilterParams();
  const questionId = Number(params.get('q')) || 0;
  const subjectId = Number(params.get('subject')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSubjectiveList({ subjectId, page, pageSize: PAGE_SIZE });
  const catalog = useCatalog();

  return (
    <div className="tiku-zg">
      <header className="tiku-zg__head">
        <Link to={paths.tikuList.href()} className="tiku-zg__back">
          <ArrowLeftOutlined aria-hidden /> 返回题库
        </Link>
        <h1 className="tiku-zg__title">主观题练习</h1>
        <span className="tiku-muted">读案情 → 作答 → 对照参考答案勾选采分点自评</span>
      </header>
      <div className="tiku-zg__body">
        <aside className="tiku-zg__list" aria-label="主观题列表">
          <Select
            aria-label="科目"
            className="tiku-zg__filter"
            value={subjectId ?? 0}
            loading={catalog.isPending}
            options={[
              { value: 0, label: '全部科目' },
              ...(catalog.data?.subjects ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
            onChange={(value) =>
              update({ subject: value ? String(value) : undefined, page: undefined })
            }
          />
          {list.isPending ? (
            <Loading rows={6} />
          ) : list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <EmptyState text="暂无主观题" />
          ) : (
            <ul className="list-stack">
              {list.data.list.map((item) => {
                const active = item.id === questionId;
                return (
                  <li key={item.id}>
                    <Link
                      to={paths.zg.href({ q: item.id, subject: subjectId })}
                      aria-current={active ? 'true' : undefined}
                      className={`tiku-zg__item${active ? ' tiku-zg__item--on' : ''}`}
                    >
                      <span className="tiku-zg__item-head">
                        <Tag>{item.subjectName}</Tag>
                        <span className="tiku-muted">{sourceText(item.source)}</span>
                      </span>
                      <span className="tiku-zg__excerpt">{item.excerpt}</span>
                      <span className="tiku-muted tiku-zg__item-meta">
                        {item.subQuestionCount} 问 · 满分 {item.maxScore} 分 · 已做{' '}
                        {item.attemptCount} 次
                        {item.bestScore !== null ? ` · 最高 ${item.bestScore} 分` : ''}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {list.data && list.data.total > PAGE_SIZE ? (
            <Pagination
              simple
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </aside>
        <main className="tiku-zg__main">
          {questionId > 0 ? (
            <SubjectiveWorkspace key={questionId} questionId={questionId} />
          ) : (
            <EmptyState text="从左侧选择一道主观题开始练习" />
          )}
        </main>
      </div>
    </div>
  );
}

/**
 * /zg (standalone): subjective practice. The list of questions (filtered by subject) beside the
 * workspace of the chosen one (?q=<questionId>).
 */
export function SubjectivePage() {
  return (
    <TikuConfig>
      <SubjectiveContent />
    </TikuConfig>
  );
}
