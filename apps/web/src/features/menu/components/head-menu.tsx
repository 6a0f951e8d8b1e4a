import type { TMenuItem } from '@yzfk/contract/calls/pagesection';
import { Link } from 'react-router';
import './head-menu.css';

export type THeadMenuProps = {
  items: readonly TMenuItem[];
  /** Whether an item is the active entry (the app decides from the current route). */
  isActive: (item: TMenuItem) => boolean;
};

const EXTERNAL = /^https?:\/\//;

/** The header menu: one link per item from the server, the active one marked. */
export function HeadMenu({ items, isActive }: THeadMenuProps) {
  return (
    <nav className="head-menu" aria-label="主菜单">
      <ul className="head-menu__list">
        {items.map((item) => {
          const active = isActive(item);
          const className = active ? 'head-menu__link active' : 'head-menu__link';
          const path = item.settings.path;
          return (
            <li key={item.id} className="head-menu__item">
              {EXTERNAL.test(path) ? (
                <a className={className} href={path} target="_blank" rel="noreferrer">
                  {item.name}
                </a>
              ) : (
                <Link className={className} to={path} aria-current={active ? 'page' : undefined}>
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
