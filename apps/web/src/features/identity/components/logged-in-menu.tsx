import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import type { TUserInfo } from '../../../lib/session-types';
import { useLogout } from '../api/logout';

/** Where the menu's entries go (the centre, then my own notes, maps and outlines). */
const MENU_PATHS: Record<string, string> = {
  user: paths.user.href(),
  notes: paths.myNotes.href(),
  mind: paths.myMind.href(),
  outline: paths.myOutline.href(),
};

/**
 * The logged-in user's name (as the header shows it) with 个人中心, my notes, maps and outlines
 * (the last two are outside the centre's menu), and 退出登录.
 */
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
          { key: 'notes', label: '我的笔记' },
          { key: 'mind', label: '我的导图' },
          { key: 'outline', label: '我的提纲' },
          { type: 'divider' },
          { key: 'logout', label: '退出登录' },
        ],
        onClick: ({ key }) => {
          const path = MENU_PATHS[key];
          if (path) void navigate(path);
          // Not mutate's callbacks: this menu is gone once the session ends.
          else void logout.mutateAsync().then(() => navigate(paths.home.href()));
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
