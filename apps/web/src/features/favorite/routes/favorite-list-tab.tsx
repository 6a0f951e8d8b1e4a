import { Button, Tag } from 'antd';
import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { Link } from 'react-router';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { formatDate } from '../../../lib/date-format';
import { useFeedback } from '../../../lib/use-feedback';
import { useFilterParams } from '../../../hooks/use-filter-params';
import { useFavorites } from '../api/list-favorites';
import { useSetFavorite } from '../api/set-favorite';
import { FAVORITE_KIND_NAMES, favoriteItemPath } from '../utils/favorite-kinds';
import '../components/favorite.css';
import { ListPagination } from '../../../components/list-pagination';

const PAGE_SIZE = 10;

/**
 * One tab of /myfavorite: my favourites of a kind, newest first, each linking to its page with
 * 取消收藏 in place; the page number is in ?page= so a reload keeps it.
 */
export function FavoriteListTab({ kind }: { kind: TFavoriteKind }) {
  const [params, update] = useFilterParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const favorites = useFavorites(kind, page, PAGE_SIZE);
  const unstar = useSetFavorite();
  const { message } = useFeedback();
  const name = FAVORITE_KIND_NAMES[kind];

  if (favorites.isPending) return <Loading />;
  if (favorites.isError) {
    return <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />;
  }
  const { items, total } = favorites.data;
  if (total === 0) {
    return (
      <EmptyState text={`暂无收藏的${name}`}>
        <span className="favorite-list__meta">在{name}页面点击「收藏」即可收进这里。</span>
      </EmptyState>
    );
  }
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (items.length === 0) {
    // A page past the end (an old address, or the last item of the last page was removed).
    return (
      <EmptyState text={`第 ${page} 页没有收藏的${name}，共 ${lastPage} 页`}>
        <Button type="link" onClick={() => update({ page: String(lastPage) })}>
          回到第 {lastPage} 页
        </Button>
      </EmptyState>
    );
  }
  const remove = (targetId: number) =>
    unstar.mutate(
      { kind, targetId, favorite: false },
      {
        onSuccess: () => {
          void message.success('已取消收藏');
          // The last item of a later page: show the page before it.
          if (items.length === 1 && page > 1) update({ page: String(page - 1) });
        },
      },
    );
  return (
    <>
      <div className="favorite-list__meta">
        共 <strong>{total}</strong> 条收藏的{name}
      </div>
      <ul className="favorite-list" aria-label={`收藏的${name}`}>
        {items.map((item) => (
          <li key={item.targetId} className="favorite-list__item">
            <div>
              <div className="favorite-list__title">
                {item.missing ? (
                  <span>{item.title}</span>
                ) : (
                  <Link to={favoriteItemPath(kind, item.targetId)}>{item.title}</Link>
                )}
                {item.locked ? (
                  <Tag color="orange" style={{ marginLeft: 8 }}>
                    未解锁
                  </Tag>
                ) : null}
              </div>
              {item.summary ? <div className="favorite-list__summary">{item.summary}</div> : null}
              <div className="favorite-list__meta">收藏于 {formatDate(item.favoritedAt)}</div>
            </div>
            <Button
              size="small"
              type="link"
              aria-label={`取消收藏 ${item.title}`}
              loading={unstar.isPending && unstar.variables.targetId === item.targetId}
              onClick={() => remove(item.targetId)}
            >
              取消收藏
            </Button>
          </li>
        ))}
      </ul>
      <ListPagination
        className="favorite-list__pagination"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPage={(next) => update({ page: String(next) })}
      />
    </>
  );
}
