import { Button } from 'antd';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { useFilterParams } from '../../../hooks/use-filter-params';
import { openAccessDialog } from '../../../lib/access-dialog';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useDownloads, type TDownloadItem } from '../api/list-downloads';
import { saveLink, useOpenDownload } from '../api/open-download';
import { DownloadFilters } from '../components/download-filters';
import { DownloadRow } from '../components/download-row';
import {
  DOWNLOAD_PAGE_SIZE,
  filterChange,
  filtersFromParams,
  requestOf,
} from '../utils/list-filters';
import './download.css';
import { ListPagination } from '../../../components/list-pagination';

/**
 * /DownloadList (下载专区): files by category with their type, size, date, download count and
 * access; 下载 asks a visitor to log in or a user without an authorisation to get one before
 * calling the server (whose refusal would otherwise reach the API client), else saves the file.
 */
export function DownloadListPage({ save = saveLink }: { save?: typeof saveLink }) {
  const [params, update] = useFilterParams();
  const filters = filtersFromParams(params);
  const downloads = useDownloads(requestOf(filters));
  const open = useOpenDownload(save);

  const onDownload = (item: TDownloadItem) => {
    if (item.lockedBy === 'login') openLoginDialog();
    else if (item.lockedBy === 'authorisation') openAccessDialog(item.title);
    else open.mutate(item.id);
  };

  const list = (() => {
    if (downloads.isPending) return <Loading />;
    if (downloads.isError) {
      return <LoadError error={downloads.error} onRetry={() => void downloads.refetch()} />;
    }
    const { items, total } = downloads.data;
    if (items.length === 0) {
      return filters.category || filters.q ? (
        <EmptyState text="没有符合条件的文件">
          <Button onClick={() => update({ category: undefined, q: undefined })}>清除筛选</Button>
        </EmptyState>
      ) : (
        <EmptyState text="暂无可下载的文件" />
      );
    }
    return (
      <>
        <ul className="download-list" aria-label="文件" aria-busy={downloads.isPlaceholderData}>
          {items.map((item) => (
            <DownloadRow
              key={item.id}
              item={item}
              downloading={open.isPending && open.variables === item.id}
              onDownload={onDownload}
            />
          ))}
        </ul>
        <ListPagination
          className="download-pagination"
          page={filters.page}
          pageSize={DOWNLOAD_PAGE_SIZE}
          total={total}
          onPage={(page) => update({ page: String(page) })}
        />
      </>
    );
  })();

  return (
    <div className="download-page">
      <h1 className="download-page__title">下载专区</h1>
      <DownloadFilters
        filters={filters}
        onChange={(key, value) => update(filterChange(key, value))}
      />
      {list}
    </div>
  );
}
