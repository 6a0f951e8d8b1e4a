import type { TSearchMatch } from '@yzfk/contract/calls/law';

const NOTES: Partial<Record<TSearchMatch, string>> = {
  words: '未找到完整短语，已显示包含全部词语的结果',
  partial: '未找到包含全部词语的结果，已显示部分匹配的结果',
};

/** Says when the 条文 results are a fallback, not what was typed (the search is never empty). */
export function SearchMatchNote({ match }: { match: TSearchMatch | undefined }) {
  const note = match ? NOTES[match] : undefined;
  return note ? (
    <p className="search-match-note" role="note">
      {note}
    </p>
  ) : null;
}
