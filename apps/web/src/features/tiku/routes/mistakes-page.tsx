import { Button, Menu } from 'antd';
import { useNavigate } from 'react-router';
import { practiceHref } from '@yzfk/contract/paths';
import { LoginRequired } from '../../../components/login-required';
import { useSession } from '../../../lib/session-store';
import { useMistakes } from '../api/list-mistakes';
import { useRemoveMistake } from '../api/remove-mistake';
import { useStartPractice } from '../api/start-practice';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { MistakeItem } from '../components/mistake-item';
import { TikuConfig } from '../components/tiku-config';
import { useFilterParams } from '../../../hooks/use-filter-params';
import './tiku.css';
import { ListPagination } from '../../../components/list-pagination';

const PAGE_SIZE = 10;
const REDO_COUNT = 20;

function MistakesContent() {
  const isLogined = useSession((state) => state.isLogined);
  const [params, update] = useFilterParams();
  const subjectId = Number(params.get('subject')) || undefined;
  const chapterId = Number(params.get('chapter')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mistakes = useMistakes({ subjectId, chapterId, page, pageSize: PAGE_SIZE }, isLogined);
  const remove = useRemoveMistake();
  const start = useStartPractice();
  const navigate = useNavigate();

  if (!isLogined) return <LoginRequired what="查看错题本" />;

  const select = (subject?: number, chapter?: number) =>
    update({
      subject: subject ? String(subject) : undefined,
      chapter: chapter ? String(chapter) : undefined,
    });

  const redo = (dueOnly: boolean) =>
    start.mutate(
      { kind: 'mistakes', subjectId, chapterId, dueOnly, count: REDO_COUNT },
      { onSuccess: ({ session }) => void navigate(practiceHref(session)) },
    );

  const data = mistakes.data;
  const bookTotal = data?.groups.reduce((sum, group) => sum + group.count, 0) ?? 0;
  const selectedKey = chapterId
    ? `c${chapterId}:${subjectId ?? 0}`
    : subjectId
      ? `s${subjectId}`
      : 'all';
  // The chosen row says so to screen readers too (antd marks it only with a class).
  const current = (key: string) => (key === selectedKey ? ('true' as const) : undefined);

  return (
    <div className="tiku-centre-page">
      <h1 className="tiku-title">我的错题</h1>
      {mistakes.isPending ? (
        <Loading />
      ) : mistakes.isError ? (
        <LoadError error={mistakes.error} onRetry={() => void mistakes.refetch()} />
      ) : !data || bookTotal === 0 ? (
        <EmptyState text="暂无错题">
          <span className="tiku-muted">练习中答错的题会自动收进错题本。</span>
        </EmptyState>
      ) : (
        <div className="tiku-mistakes">
          <nav className="tiku-mistakes__tree" aria-label="错题分类">
            <Menu
              mode="inline"
              selectedKeys={[selectedKey]}
              defaultOpenKeys={subjectId ? [`g${subjectId}`] : []}
              onClick={({ key }) => {
                if (key === 'all') select();
                else if (key.startsWith('s')) select(Number(key.slice(1)));
                else if (key.startsWith('c')) {
                  const [chapter, subject] = key.slice(1).split(':');
                  select(Number(subject), Number(chapter));
                }
              }}
              items={[
                { key: 'all', label: `全部错题（${bookTotal}）`, 'aria-current': current('all') },
                ...data.groups.map((group) => {
                  const chapters = group.children.filter((c) => c.id !== null);
                  return chapters.length === 0
                    ? {
                        key: `s${group.id ?? 0}`,
                        label: `${group.name}（${group.count}）`,
                        'aria-current': current(`s${group.id ?? 0}`),
                      }
                    : {
                        key: `g${group.id ?? 0}`,
                        label: `${group.name}（${group.count}）`,
                        children: [
                          {
                            key: `s${group.id ?? 0}`,
                            label: `全部${group.name}（${group.count}）`,
                            'aria-current': current(`s${group.id ?? 0}`),
                          },
                          ...chapters.map((chapter) => ({
                            key: `c${chapter.id ?? 0}:${group.id ?? 0}`,
                            label: `${chapter.name}（${chapter.count}）`,
                            'aria-current': current(`c${chapter.id ?? 0}:${group.id ?? 0}`),
                          })),
                        ],
                      };
                }),
              ]}
            />
          </nav>
          <section className="tiku-mistakes__main">
            <div className="tiku-toolbar">
              <span>
                共 <strong>{data.total}</strong> 道错题，其中 <strong>{data.dueCount}</strong>{' '}
                道到期待复习
              </span>
              <Button type="primary" loading={start.isPending} onClick={() => redo(false)}>
                重做错题
              </Button>
              {data.dueCount > 0 ? (
                <Button loading={start.isPending} onClick={() => redo(true)}>
                  复习到期错题
                </Button>
              ) : null}
            </div>
            {data.list.length === 0 ? (
              <EmptyState text="暂无错题" />
            ) : (
              <ul className="tiku-mistakes__list" aria-label="错题列表">
                {data.list.map((mistake) => (
                  <MistakeItem
                    key={mistake.question.id}
                    mistake={mistake}
                    removing={remove.isPending && remove.variables === mistake.question.id}
                    onRemove={() => remove.mutate(mistake.question.id)}
                  />
                ))}
              </ul>
            )}
            <ListPagination
              className="tiku-pagination"
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={(next) => update({ page: String(next) })}
            />
            <p className="tiku-muted tiku-mistakes__rule">
              复习规则：答错后 1 天到期复习；到期时答对，依次间隔 3 天、7
              天再复习，第三次到期复习答对后移出错题本；其间答错则从头开始。
            </p>
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * /mymistake (我的错题): the wrong-answer book grouped subject → chapter with counts, each
 * mistake with the chosen and the right answer, 重做错题 for the current filter, and removal.
 */
export function MistakesPage() {
  return (
    <TikuConfig>
      <MistakesContent />
    </TikuConfig>
  );
}
