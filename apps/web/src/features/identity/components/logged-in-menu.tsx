import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import type { TUserInfo } from '../../../lib/session-types';
import { useLogout } from '../api/logout';

/** The logged-in user's name (as the header shows it) with 个人中心 and 退出登录. */
export function LoggedInMenu({ info, name }: { info: TUserInfo | null; name: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
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
