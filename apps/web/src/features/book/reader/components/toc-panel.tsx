import type { TTocItem } from '../engine/renderer';

/** The book's contents; choosing an entry opens it. */
export function TocPanel({
  items,
  current,
  onOpen,
}: {
  items: TTocItem[];
  current: string;
  onOpen: (href: string) => void;
}) {
  if (items.length === 0) return <p className="reader-empty">这本书没有目录</p>;
  return (
    <ul className="reader-toc">
      {items.map((item) => (
        <li key={`${item.href}-${item.label}`}>
          <button
            type="button"
            className={item.label === current ? 'reader-link is-current' : 'reader-link'}
            aria-current={item.label === current ? 'location' : undefined}
            onClick={() => onOpen(item.href)}
          >
            {item.label}
          </button>
          {item.children.length > 0 ? (
            <TocPanel items={item.children} current={current} onOpen={onOpen} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
