import type { TBookContentsNode } from '@yzfk/contract/calls/book';

/** The book's table of contents as nested lists (pages shown when the PDF has them). */
export function ContentsTree({ nodes }: { nodes: TBookContentsNode[] }) {
  if (nodes.length === 0) return <p className="book-muted">暂无目录</p>;
  return (
    <ul className="book-contents">
      {nodes.map((node, index) => (
        <li key={`${index}-${node.title}`}>
          <span className="book-contents__title">{node.title}</span>
          {node.page !== undefined ? (
            <span className="book-contents__page">第 {node.page} 页</span>
          ) : null}
          {node.children.length > 0 ? <ContentsTree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
