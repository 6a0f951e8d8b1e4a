import type { TMenuItem } from '@yzfk/contract/calls/pagesection';
import { Button, Drawer } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/identity/api/logout';
import { displayNameOf } from '../../features/identity/components/display-name';
import { openLoginDialog } from '../../lib/identity-dialog';
import { useSession } from '../../lib/session-store';
import { centreMenuEntries, studyToolEntries } from '../router/route-meta';
import { paths } from '@yzfk/contract/paths';
import './site-nav-drawer.css';

export type TSiteNavDrawerProps = {
  open: boolean;
  items: readonly TMenuItem[];
  isActive: (item: TMenuItem) => boolean;
  onClose: () => void;
};

const EXTERNAL = /^https?:\/\//;

/** The account part of the drawer: 登录, or the user's name, the centre pages and 退出登录. */
function DrawerAccount({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const isLogined = useSession((state) => state.isLogined);
  const info = useSession((state) => state.userInfo);
  if (!isLogined) {
    return (
      <Button
        type="primary"
        block
        onClick={() => {
          onClose();
          openLoginDialog();
        }}
      >
        登录
      </Button>
    );
  }
  return (
    <nav aria-label="个人中心">
      <p className="site-nav-drawer__name">{displayNameOf(info) || '我的账号'}</p>
      <ul className="site-nav-drawer__list">
        {/* /user is the centre's first entry, named 个人中心 here as in the header's user menu. */}
        {[...centreMenuEntries(), ...studyToolEntries()].map((entry) => (
          <li key={entry.name}>
            <Link className="site-nav-drawer__link" to={entry.path} onClick={onClose}>
              {entry.name === 'user' ? '个人中心' : entry.title}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="site-nav-drawer__link"
            onClick={() => {
              onClose();
              void logout.mutateAsync().then(() => navigate(paths.home.href()));
            }}
          >
            退出登录
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The narrow screens' menu: every section of the server's menu, then the user menu. */
export function SiteNavDrawer({ open, items, isActive, onClose }: TSiteNavDrawerProps) {
  return (
    <Drawer
      title="菜单"
      placement="left"
      open={open}
      onClose={onClose}
      size={280}
      className="site-nav-drawer"
      closable={{ 'aria-label': '关闭菜单' }}
    >
      <nav aria-label="全部栏目">
        <ul className="site-nav-drawer__list">
          {items.map((item) => {
            const active = isActive(item);
            const className = active ? 'site-nav-drawer__link active' : 'site-nav-drawer__link';
            const path = item.settings.path;
            return (
              <li key={item.id}>
                {EXTERNAL.test(path) ? (
                  <a className={className} href={path} target="_blank" rel="noreferrer">
                    {item.name}
                  </a>
                ) : (
                  <Link
                    className={className}
                    to={path}
                    aria-current={active ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {item.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="site-nav-drawer__account">
        <DrawerAccount onClose={onClose} />
      </div>
    </Drawer>
  );
}
