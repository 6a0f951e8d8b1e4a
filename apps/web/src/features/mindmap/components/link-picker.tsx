import { Input, Segmented, Tag } from 'antd';
import { SEARCH_TAB_LABELS } from '@yzfk/contract/calls/search';
import { useState } from 'react';
import { LoadError } from '../../../components/load-states';
import { useBookNotes } from '../api/list-book-notes';
import { useLinkTargets } from '../api/search-link-targets';
import { hitTarget, noteTarget, type TLinkTarget } from '../utils/link-target';
import './link-picker.css';

/** What the picker finds: one tab of the global search, or my book notes and bookmarks. */
const KINDS = ['article-clause', 'law', 'question', 'book', 'notes'] as const;
type TKind = (typeof KINDS)[number];
const KIND_LABELS: Record<TKind, string> = {
  'article-clause': SEARCH_TAB_LABELS['article-clause'],
  law: SEARCH_TAB_LABELS.law,
  question: SEARCH_TAB_LABELS.question,
  book: SEARCH_TAB_LABELS.book,
  notes: '我的书签/笔记',
};

type TRow = TLinkTarget & { key: string; tags: string[] };

/**
 * Finds a place to link a node to: a law article, a law, a question or a book through the one
 * global search, or one of my book notes and bookmarks (the reader opens at its place).
 */
export function LinkPicker({ onPick }: { onPick: (target: TLinkTarget) => void }) {
  const [kind, setKind] = useState<TKind>('article-clause');
  const [query, setQuery] = useState('');
  const notesKind = kind === 'notes';
  const search = useLinkTargets(notesKind ? 'book' : kind, notesKind ? '' : query);
  const notes = useBookNotes(query, notesKind);
  const result = notesKind ? notes : search;

  const rows: TRow[] = notesKind
    ? (notes.data?.items ?? []).flatMap((note) => {
        const target = noteTarget(note);
        return target ? [{ ...target, key: `note-${note.id}`, tags: [] }] : [];
      })
    : (search.data?.groups[0]?.hits ?? []).flatMap((hit) => {
        const target = hitTarget(hit);
        return target ? [{ ...target, key: `hit-${hit.id}`, tags: hit.tags.slice(0, 2) }] : [];
      });

  const body = (() => {
    if (!notesKind && query === '') {
      return <p className="link-picker__hint">输入关键词，查找要链接的{KIND_LABELS[kind]}</p>;
    }
    if (result.isPending) return <p className="link-picker__hint">正在查找…</p>;
    if (result.isError) {
      return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
    }
    if (rows.length === 0) {
      return (
        <p className="link-picker__hint">
          {notesKind && query === '' ? '还没有图书笔记或书签' : '没有找到，换个关键词试试'}
        </p>
      );
    }
    return (
      <ul className="link-picker__hits" aria-label="可链接的结果">
        {rows.map((row) => (
          <li key={row.key}>
            <button
              type="button"
              className="link-picker__hit"
              title={`链接到：${row.title}`}
              onClick={() => onPick({ link: row.link, title: row.title })}
            >
              {row.title}
            </button>
            {row.tags.map((tag) => (
              <Tag key={tag} className="link-picker__tag">
                {tag}
              </Tag>
            ))}
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <div className="link-picker" role="group" aria-label="查找链接">
      <Segmented
        size="small"
        aria-label="链接类型"
        value={kind}
        options={KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        onChange={(value) => setKind(value)}
      />
      <Input.Search
        size="small"
        aria-label="查找链接的关键词"
        placeholder={notesKind ? '在我的图书笔记中查找（可留空）' : '如：诉讼时效、正当防卫'}
        maxLength={50}
        allowClear
        enterButton="查找"
        onSearch={(value) => setQuery(value.trim())}
      />
      <div
        className={result.isFetching ? 'link-picker__results is-loading' : 'link-picker__results'}
      >
        {body}
      </div>
    </div>
  );
}
