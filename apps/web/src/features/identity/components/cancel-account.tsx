import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { useCancelUser } from '../api/cancel-user';

/** 注销账号 with a confirmation dialog; afterwards the visitor is logged out and sent home. */
export function CancelAccount() {
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const cancel = useCancelUser();
  const navigate = useNavigate();
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        注销账号
      </Button>
      <Modal
        open={open}
        title="注销账号"
        okText="确认注销"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          // Not mutate's callbacks: this component is gone once the session ends.
          void cancel.mutateAsync().then(
            () => {
              void message.success('账号已注销');
              void navigate(paths.home.href());
            },
            () => undefined,
          )
        }
      >
        <p>注销后，该账号的所有登录将立即失效，个人资料与授权将无法恢复。确定要注销吗？</p>
      </Modal>
    </>
  );
}
