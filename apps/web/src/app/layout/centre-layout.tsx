import { Link, Outlet, useMatches } from 'react-router';
import { centreMenuEntries, routeNameOf } from '../router/route-meta';
import { CentreBadge } from './centre-badges';
import './centre-layout.css';

/**
 * The user centre: a sidebar listing the centre pages whose show flag is true (with a count
 * where one is due, e.g. mistakes to review), and the page.
 */
export function CentreLayout() {
  const current = routeNameOf(useMatches());
  return (
    <div className="centre-layout">
      <nav className="centre-layout__menu" aria-label="个人中心">
        <h2 className="centre-layout__heading">个人中心</h2>
        <ul>
          {centreMenuEntries().map((entry) => {
            const active = entry.name === current;
            return (
              <li key={entry.name}>
                <Link
                  to={entry.path}
                  className={active ? 'centre-layout__link active' : 'centre-layout__link'}
                  aria-current={active ? 'page' : undefined}
                >
                  {entry.title}
                  <CentreBadge entryName={entry.name} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="centre-layout__page">
        <Outlet />
      </section>
    </div>
  );
}
