import { Pagination } from 'antd';

/**
 * The page numbers under a list: shown only when there is more than one page, without a page
 * size changer (each list's size is part of its design and of its address).
 */
export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className={className}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onPage}
    />
  );
}
