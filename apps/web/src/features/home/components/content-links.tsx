import { Link } from 'react-router';

export type TContentLink = { id: number; to: string; title: string; meta: string };

/** A short list of links to content (exams, books, courses, articles) with one line each. */
export function ContentLinks({ label, items }: { label: string; items: readonly TContentLink[] }) {
  return (
    <ul className="home-links" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Link className="home-links__item" to={item.to}>
            <span className="home-links__title">{item.title}</span>
            {item.meta ? <span className="home-links__meta">{item.meta}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
