import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { displayNameOf } from './display-name';
// The header shows the menu on every page, before any identity page or dialog has loaded.
import './identity.css';

// The dropdown (antd Dropdown, Menu, Avatar: about 40 KB gzip) loads once someone is logged in,
// so that a new visitor's first page does not carry it.
const LoggedInMenu = lazy(() =>
  import('./logged-in-menu').then((module) => ({ default: module.LoggedInMenu })),
);

/** The header's login entry: 登录 when logged out, else the user's name with a menu. */
export function UserMenu() {
  const isLogined = useSession((state) => state.isLogined);
  const info = useSession((state) => state.userInfo);
  if (isLogined) {
    return (
      <Suspense fallback={<span className="user-menu__name">{displayNameOf(info)}</span>}>
        <LoggedInMenu info={info} name={displayNameOf(info) || '我的账号'} />
      </Suspense>
    );
  }
  return (
    <Button className="user-menu__login" ghost onClick={openLoginDialog}>
      登录
    </Button>
  );
}
