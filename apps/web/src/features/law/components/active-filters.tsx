import { Button, Tag } from 'antd';

/** One filter in force: the URL parameter it lives in and how it reads (分类：刑法). */
export type TActiveFilter = { param: string; text: string };

/**
 * Every filter in force above the results, each with its own 清除 (×) and 清除全部, so a result
 * of 共 0 部 never hides its reason (a category chosen before a title search, say).
 */
export function ActiveFilters({
  filters,
  onClear,
}: {
  filters: TActiveFilter[];
  /** Clears the given URL parameters. */
  onClear: (params: string[]) => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="law-active-filters" role="group" aria-label="当前筛选">
      <span className="law-filters__label">当前筛选</span>
      {filters.map((filter) => (
        <Tag
          key={filter.param}
          closable
          closeIcon={<span aria-label={`清除${filter.text}`}>×</span>}
          onClose={(event) => {
            event.preventDefault();
            onClear([filter.param]);
          }}
        >
          {filter.text}
        </Tag>
      ))}
      <Button size="small" type="link" onClick={() => onClear(filters.map((f) => f.param))}>
        清除全部
      </Button>
    </div>
  );
}
