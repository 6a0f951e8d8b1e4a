import { Skeleton } from 'antd';
import { LoginRequired } from '../../../components/login-required';
import { useSession } from '../../../lib/session-store';
import { useOrgUsers } from '../api/list-org-users';
import { OrgApplicationList } from '../components/org-application-list';
import { OrgUserForm } from '../components/org-user-form';
import './org-user-page.css';

/** /orguser: apply to become an organisation user, and see the applications' states. */
export function OrgUserPage() {
  const isLogined = useSession((state) => state.isLogined);
  const list = useOrgUsers();
  if (!isLogined) return <LoginRequired what="申请成为机构用户" />;
  return (
    <div className="org-user-page">
      <h1 className="org-user-page__title">机构用户申请</h1>
      <p className="org-user-page__note">
        单位通过审核后，单位网络（IP 段）内的用户可直接以机构身份登录阅读。
      </p>
      <OrgUserForm />
      <h2 className="org-user-page__heading">我的申请</h2>
      {list.isPending ? <Skeleton active /> : <OrgApplicationList items={list.data ?? []} />}
    </div>
  );
}
