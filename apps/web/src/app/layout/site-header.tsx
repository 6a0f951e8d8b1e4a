import type { TMenuItem } from '@yzfk/contract/calls/pagesection';
import { PRODUCT_NAME } from '@yzfk/contract/constants';
import { Layout } from 'antd';
import { Link, useMatches } from 'react-router';
import logo from '../../assets/logo.svg';
import { useHeadMenu } from '../../features/menu/api/get-head-menu';
import { UserMenu } from '../../features/identity/components/user-menu';
import { HeadMenu } from '../../features/menu/components/head-menu';
import { activeSectionOf, sectionOfPath } from '../router/route-meta';
import { pathTo } from '../router/route-names';

/** The site header: logo and name linking home, the server's menu, the login entry. */
export function SiteHeader() {
  const matches = useMatches();
  const active = activeSectionOf(matches);
  const menu = useHeadMenu();
  const isActive = (item: TMenuItem) =>
    active !== undefined && sectionOfPath(item.settings.path) === active;

  return (
    <Layout.Header className="site-header">
      <div className="site-header__inner">
        <Link
          className="site-header__brand"
          to={pathTo('home')}
          aria-label={`${PRODUCT_NAME} 首页`}
        >
          <img src={logo} alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <HeadMenu items={menu.data ?? []} isActive={isActive} />
        <div className="site-header__actions">
          <UserMenu />
        </div>
      </div>
    </Layout.Header>
  );
}
