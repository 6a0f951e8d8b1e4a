import type { TBookContentsNode } from '@yzfk/contract/calls/book';
import { Link } from 'react-router';

/**
 * The book's table of contents as nested lists (pages shown when the PDF has them). With
 * `linkOf`, an entry the reader can open is a link to that place.
 */
export function ContentsTree({
  nodes,
  linkOf,
}: {
  nodes: TBookContentsNode[];
  linkOf?: (node: TBookContentsNode) => string | null;
}) {
  if (nodes.length === 0) return <p className="catalogue-muted">暂无目录</p>;
  return (
    <ul className="book-contents">
      {nodes.map((node, index) => {
        const to = linkOf?.(node) ?? null;
        return (
          <li key={`${index}-${node.title}`}>
            {to ? (
              <Link to={to} className="book-contents__title">
                {node.title}
              </Link>
            ) : (
              <span className="book-contents__title">{node.title}</span>
            )}
            {node.page !== undefined ? (
              <span className="book-contents__page">第 {node.page} 页</span>
            ) : null}
            {node.children.length > 0 ? (
              <ContentsTree nodes={node.children} linkOf={linkOf} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
