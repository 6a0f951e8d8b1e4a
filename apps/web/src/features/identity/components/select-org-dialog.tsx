import { Button, Modal } from 'antd';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { useLoginChange } from '../api/login-change';
import { useLogout } from '../api/logout';
import { AuthChoiceList } from './auth-choice-list';

/** After an IP login that matched several organisations: the user picks one (isSelectOrg). */
export function SelectOrgDialog({ open }: { open: boolean }) {
  const { message } = useFeedback();
  const orgs = useSession((state) => state.orgChoices);
  const change = useLoginChange();
  const logout = useLogout();
  return (
    <Modal
      open={open}
      title="选择机构"
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={440}
      footer={
        <Button onClick={() => logout.mutate()} loading={logout.isPending}>
          退出登录
        </Button>
      }
    >
      <p>当前网络属于多个机构，请选择要登录的机构：</p>
      <AuthChoiceList
        auths={orgs}
        pendingId={change.isPending ? change.variables : undefined}
        onChoose={(authId) =>
          change.mutate(authId, { onSuccess: () => void message.success('登录成功') })
        }
      />
    </Modal>
  );
}
