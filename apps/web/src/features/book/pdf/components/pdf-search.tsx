import { Input, List, Progress } from 'antd';
import type { DocumentProps } from 'react-pdf';
import { useEffect, useRef, useState } from 'react';
import { findInPage, type TSearchHit } from '../utils/search-text';

// Search in the document: page by page through pdf.js's text (each page's text is kept once
// read), the hits listed with their page, a click jumps there and the query is marked.

type TPdfProxy = Parameters<NonNullable<DocumentProps['onLoadSuccess']>>[0];

export type TPdfSearchProps = {
  pdf: TPdfProxy;
  /** The last query searched (kept when the panel closes). */
  query: string;
  onQuery: (query: string) => void;
  onJump: (page: number) => void;
};

/** The search box and its hits. */
export function PdfSearch({ pdf, query, onQuery, onJump }: TPdfSearchProps) {
  const texts = useRef(new Map<number, string>());
  const [hits, setHits] = useState<TSearchHit[]>([]);
  const [searched, setSearched] = useState(0);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (query.trim() === '') return;
    let live = true;
    setHits([]);
    setSearched(0);
    setDone(false);
    void (async () => {
      for (let page = 1; page <= pdf.numPages && live; page++) {
        let text = texts.current.get(page);
        if (text === undefined) {
          const content = await (await pdf.getPage(page)).getTextContent();
          text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
          texts.current.set(page, text);
        }
        if (!live) return;
        const found = findInPage(page, text, query);
        if (found.length > 0) setHits((all) => [...all, ...found]);
        setSearched(page);
      }
      if (live) setDone(true);
    })();
    return () => {
      live = false;
    };
  }, [pdf, query]);

  return (
    <div className="book-pdf-search">
      <Input.Search
        placeholder="搜索本书"
        aria-label="搜索本书"
        defaultValue={query}
        allowClear
        enterButton="搜索"
        onSearch={(value) => onQuery(value.trim())}
      />
      {query.trim() === '' ? null : (
        <>
          {done ? (
            <p className="book-pdf-search-count" role="status">
              共 {hits.length} 处
            </p>
          ) : (
            <Progress
              percent={Math.round((searched / pdf.numPages) * 100)}
              size="small"
              aria-label="搜索进度"
            />
          )}
          <List
            size="small"
            dataSource={hits}
            locale={{ emptyText: done ? '没有找到' : '正在搜索…' }}
            renderItem={(hit, index) => (
              <List.Item key={`${hit.page}-${index}`}>
                <button
                  type="button"
                  className="book-pdf-hit-link"
                  onClick={() => onJump(hit.page)}
                >
                  <span className="book-pdf-hit-page">第 {hit.page} 页</span>
                  <span className="book-pdf-hit-snippet">{hit.snippet}</span>
                </button>
              </List.Item>
            )}
          />
        </>
      )}
    </div>
  );
}
