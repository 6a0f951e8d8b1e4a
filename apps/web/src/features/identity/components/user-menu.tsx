import { Avatar, Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import type { TUserInfo } from '../../../lib/session-types';
import { useLogout } from '../api/logout';
// The header shows the menu on every page, before any identity page or dialog has loaded.
import './identity.css';

/** The name the header shows: the unit name for a unit authorisation (authType 2), else the nickname. */
export function displayNameOf(info: TUserInfo | null): string {
  if (!info) return '';
  if (info.authType === 2) return info.unitName || info.userName || '';
  return info.nickName || info.userName || '';
}

/** The logged-in user's name in the header, with 个人中心 and 退出登录. */
function LoggedInMenu({ info }: { info: TUserInfo | null }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const name = displayNameOf(info) || '我的账号';
  return (
    <Dropdown
      // Click only: with hover as well, a click after the pointer has opened the menu closes it
      // again, and a touch screen has no hover anyway.
      trigger={['click']}
      menu={{
        items: [
          { key: 'user', label: '个人中心' },
          { key: 'logout', label: '退出登录' },
        ],
        onClick: ({ key }) => {
          if (key === 'user') void navigate('/user');
          // Not mutate's callbacks: this menu is gone once the session ends.
          else void logout.mutateAsync().then(() => navigate('/home'));
        },
      }}
    >
      <button type="button" className="user-menu__name" aria-label={`用户菜单：${name}`}>
        <Avatar size="small" src={info?.headerlogo || undefined}>
          {name.slice(0, 1)}
        </Avatar>
        <span>{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
    </Dropdown>
  );
}

/** The header's login entry: 登录 when logged out, else the user's name with a menu. */
export function UserMenu() {
  const isLogined = useSession((state) => state.isLogined);
  const info = useSession((state) => state.userInfo);
  if (isLogined) return <LoggedInMenu info={info} />;
  return (
    <Button className="user-menu__login" ghost onClick={openLoginDialog}>
      登录
    </Button>
  );
}
