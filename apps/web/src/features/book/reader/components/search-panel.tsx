import { Input, List, Spin } from 'antd';
import { useState } from 'react';
import type { TSearchHit } from '../engine/renderer';

/** Search in the book: the hits with their context; choosing one goes there. */
export function SearchPanel({
  search,
  onOpen,
}: {
  search: (query: string) => Promise<TSearchHit[]>;
  onOpen: (cfi: string) => void;
}) {
  const [hits, setHits] = useState<TSearchHit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (query: string) => {
    if (query.trim() === '') return;
    setBusy(true);
    search(query.trim())
      .then(setHits)
      .catch(() => setHits([]))
      .finally(() => setBusy(false));
  };
  return (
    <div className="reader-search">
      <Input.Search
        aria-label="书内搜索"
        placeholder="搜索书中的文字"
        enterButton="搜索"
        maxLength={50}
        onSearch={run}
        onKeyDown={(event) => event.stopPropagation()}
      />
      {busy ? <Spin className="reader-search__spin" /> : null}
      {hits !== null && !busy ? (
        <List
          size="small"
          header={`找到 ${hits.length} 处`}
          dataSource={hits}
          locale={{ emptyText: '没有找到' }}
          renderItem={(hit) => (
            <List.Item>
              <button type="button" className="reader-link" onClick={() => onOpen(hit.cfi)}>
                {hit.excerpt}
              </button>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
