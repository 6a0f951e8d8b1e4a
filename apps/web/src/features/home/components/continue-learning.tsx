import { Link } from 'react-router';
import type { TSectionOf } from '../api/get-homepage';

const PARTS = [
  ['practice', '练习'],
  ['book', '图书'],
  ['course', '课程'],
  ['exam', '模考'],
] as const;

/** A logged-in user's latest practice, book, course and exam, each a link back into it. */
export function ContinueLearning({ section }: { section: TSectionOf<'continueLearning'> }) {
  return (
    <ul className="home-continue" aria-label={section.title}>
      {PARTS.map(([key, label]) => {
        const item = section.data[key];
        if (!item) return null;
        return (
          <li key={key}>
            <Link className="home-continue__item" to={item.to}>
              <span className="home-continue__label">{label}</span>
              <span className="home-continue__title">{item.title}</span>
              <span className="home-continue__detail">{item.detail}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
