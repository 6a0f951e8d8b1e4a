import { Tag } from 'antd';
import { Link } from 'react-router';
import type { TSearchHit } from '@yzfk/contract/calls/search';
import { HighlightedText } from '../../../components/highlighted-text';
import { markTerms } from '../../../components/mark-terms';

/**
 * Hits of any type: the title (terms marked) linking to the page that opens it, its labels, and
 * the snippet with the matched terms marked (rendered as text parts, never as HTML).
 */
export function SearchHitList({
  hits,
  terms,
  compact = false,
  openInNewTab = false,
}: {
  hits: TSearchHit[];
  /** The terms to mark in titles (snippets come marked). */
  terms: string[];
  compact?: boolean;
  openInNewTab?: boolean;
}) {
  return (
    <ul className={compact ? 'search-hits search-hits--compact' : 'search-hits'}>
      {hits.map((hit) => (
        <li key={hit.id} className="search-hit">
          <div className="search-hit__head">
            <Link
              to={hit.path}
              className="search-hit__title"
              {...(openInNewTab ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              <HighlightedText parts={markTerms(hit.title, terms)} />
            </Link>
            {hit.label ? (
              <Tag color="gold" className="search-hit__label">
                {hit.label}
              </Tag>
            ) : null}
            {compact
              ? null
              : hit.tags.map((tag) => (
                  <Tag key={tag} className="search-hit__tag">
                    {tag}
                  </Tag>
                ))}
          </div>
          {hit.snippet.some((part) => part.text) ? (
            <p className="search-hit__snippet">
              <HighlightedText parts={hit.snippet} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
