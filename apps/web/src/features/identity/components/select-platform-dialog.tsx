import { Modal } from 'antd';
import { closeIdentityDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { useLoginChange } from '../api/login-change';
import { AuthChoiceList } from './auth-choice-list';

/** After a login with several authorisations: the user picks the platform to read under. */
export function SelectPlatformDialog({ open }: { open: boolean }) {
  const { message } = useFeedback();
  const auths = useSession((state) => state.userInfo?.authNames) ?? [];
  const change = useLoginChange();
  return (
    <Modal open={open} title="选择平台" footer={null} width={440} onCancel={closeIdentityDialog}>
      <p>您的账号有多个授权，请选择要进入的平台：</p>
      <AuthChoiceList
        auths={auths}
        pendingId={change.isPending ? change.variables : undefined}
        onChoose={(authId) =>
          change.mutate(authId, {
            onSuccess: () => {
              void message.success('已切换平台');
              closeIdentityDialog();
            },
          })
        }
      />
    </Modal>
  );
}
