import type { TLawDetail } from '@yzfk/contract/calls/law';
import { lawArticleAnchor } from '@yzfk/contract/paths';

type TTocEntry = TLawDetail['law']['toc'][number];

/** The table of contents from the law's structure; a click scrolls to the first article. */
export function LawToc({ toc, onJump }: { toc: TTocEntry[]; onJump: (ordinal: number) => void }) {
  if (toc.length === 0) return null;
  const minDepth = Math.min(...toc.map((entry) => entry.depth));
  return (
    <nav aria-label="目录" className="law-toc">
      <div className="law-toc__title">目录</div>
      <ol className="law-toc__list">
        {toc.map((entry, index) => (
          <li key={index} style={{ paddingLeft: (entry.depth - minDepth) * 14 }}>
            <a
              href={`#${lawArticleAnchor(entry.articleOrdinal)}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(entry.articleOrdinal);
              }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
