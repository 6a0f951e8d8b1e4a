import type { TMenuItem } from '@yzfk/contract/calls/pagesection';
import { PRODUCT_NAME } from '@yzfk/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { Link, useMatches } from 'react-router';
import logo from '../../assets/logo.svg';
import { useHeadMenu } from '../../features/menu/api/get-head-menu';
import { UserMenu } from '../../features/identity/components/user-menu';
import { HeadMenu } from '../../features/menu/components/head-menu';
import { HeaderSearch } from './header-search';
import { activeSectionOf, sectionOfPath } from '../router/route-meta';
import { paths } from '@yzfk/contract/paths';

// The narrow screens' menu (antd Drawer) loads when it is first opened.
const SiteNavDrawer = lazy(() =>
  import('./site-nav-drawer').then((module) => ({ default: module.SiteNavDrawer })),
);

/** Three bars: the menu button's icon. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The site header: logo and name linking home, the server's menu, the search box, the login
 * entry. On narrow
 * screens (CSS decides) the menu gives way to a menu button that opens a drawer with every
 * section and the user menu.
 */
export function SiteHeader() {
  const matches = useMatches();
  const active = activeSectionOf(matches);
  const menu = useHeadMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const isActive = (item: TMenuItem) =>
    active !== undefined && sectionOfPath(item.settings.path) === active;
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="site-header__menu-button"
          aria-label="打开菜单"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={openDrawer}
        >
          <MenuIcon />
        </button>
        <Link
          className="site-header__brand"
          to={paths.home.href()}
          aria-label={`${PRODUCT_NAME} 首页`}
        >
          <img src={logo} alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <HeadMenu items={menu.data ?? []} isActive={isActive} />
        <HeaderSearch />
        <div className="site-header__actions">
          <UserMenu />
        </div>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <SiteNavDrawer
            open={drawerOpen}
            items={menu.data ?? []}
            isActive={isActive}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
