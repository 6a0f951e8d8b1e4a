import { Link } from 'react-router';
import type { TSectionOf } from '../api/get-homepage';

/** A row of the operator's shortcuts into the site. */
export function QuickEntries({ section }: { section: TSectionOf<'quickEntries'> }) {
  return (
    <ul className="home-entries" aria-label={section.title}>
      {section.data.entries.map((entry) => (
        <li key={`${entry.to}${entry.label}`}>
          <Link className="home-entries__link" to={entry.to}>
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
