import { Button, Empty, Input, Result, Segmented, Skeleton, Tabs, Tag } from 'antd';
import { ARTICLE_COLUMNS } from '@yzfk/contract/calls/article';
import { useFilterParams } from '../../../hooks/use-filter-params';
import { useArticles } from '../api/list-articles';
import { ArticleCard } from '../components/article-card';
import { MostRead } from '../components/most-read';
import { ARTICLE_PAGE_SIZE, filtersFromParams, requestOf } from '../utils/article-params';
import './article.css';
import { ListPagination } from '../../../components/list-pagination';

const ALL = '全部';

/**
 * /articlelist (文章): column tabs, a tag filter, a search box, newest or most read, pages (all
 * in the URL query), and the 最多阅读 list beside.
 */
export function ArticleListPage() {
  const [params, update] = useFilterParams();
  const filters = filtersFromParams(params);
  const articles = useArticles(requestOf(filters));
  const filtered = Boolean(filters.tag || filters.keyword);

  const list = (() => {
    if (articles.isPending) {
      return (
        <div aria-busy="true" aria-label="加载中">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (articles.isError) {
      return (
        <Result
          status="error"
          title="加载失败"
          subTitle={articles.error.message || '请稍后重试'}
          extra={
            <Button type="primary" onClick={() => void articles.refetch()}>
              重试
            </Button>
          }
        />
      );
    }
    const { items, total } = articles.data;
    if (items.length === 0) {
      const beyond = total > 0;
      return (
        <Empty
          className="article-empty"
          description={
            beyond ? '这一页没有文章了' : filtered ? '没有找到相关文章，换个关键词试试' : '暂无文章'
          }
        >
          {beyond ? (
            <Button onClick={() => update({ page: undefined })}>回到第一页</Button>
          ) : filtered ? (
            <Button onClick={() => update({ tag: undefined, q: undefined })}>清除筛选</Button>
          ) : null}
        </Empty>
      );
    }
    return (
      <>
        <ul className="article-list" aria-label="文章列表" aria-busy={articles.isPlaceholderData}>
          {items.map((article) => (
            <ArticleCard key={article.id} article={article} onTag={(tag) => update({ tag })} />
          ))}
        </ul>
        <ListPagination
          className="article-pagination"
          page={filters.page}
          pageSize={ARTICLE_PAGE_SIZE}
          total={total}
          onPage={(page) => update({ page: String(page) })}
        />
      </>
    );
  })();

  const tags = articles.data?.tags ?? [];
  return (
    <div className="article-page">
      <header className="article-page__head">
        <h1 className="article-title">文章</h1>
        <Input.Search
          className="article-search"
          aria-label="搜索文章"
          placeholder="搜索标题或摘要"
          allowClear
          defaultValue={filters.keyword}
          key={filters.keyword ?? ''}
          maxLength={50}
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
      </header>
      <Tabs
        activeKey={filters.column ?? ALL}
        onChange={(key) => update({ column: key === ALL ? undefined : key, tag: undefined })}
        items={[ALL, ...ARTICLE_COLUMNS].map((column) => ({ key: column, label: column }))}
      />
      <div className="article-layout">
        <main className="article-main">
          <div className="article-toolbar">
            <Segmented
              aria-label="排序"
              value={filters.sort}
              onChange={(sort) => update({ sort: sort === 'popular' ? 'popular' : undefined })}
              options={[
                { value: 'newest', label: '最新' },
                { value: 'popular', label: '最多阅读' },
              ]}
            />
            {filters.tag ? (
              <Tag closable closeIcon onClose={() => update({ tag: undefined })}>
                标签：{filters.tag}
              </Tag>
            ) : null}
          </div>
          {tags.length > 0 ? (
            <nav className="article-tags" aria-label="标签">
              {tags.map((tag) => (
                <button
                  type="button"
                  key={tag}
                  className="article-tag"
                  aria-pressed={filters.tag === tag}
                  onClick={() => update({ tag: filters.tag === tag ? undefined : tag })}
                >
                  #{tag}
                </button>
              ))}
            </nav>
          ) : null}
          {list}
        </main>
        <MostRead items={articles.data?.mostRead ?? []} />
      </div>
    </div>
  );
}
