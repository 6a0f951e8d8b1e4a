import { Button, Form, Modal } from 'antd';
import { useFeedback } from '../../../lib/use-feedback';
import { useBindPhone } from '../api/bind-phone';
import { PhoneCodeFields, type TPhoneCodeValues } from './phone-code-fields';

export type TBindPhoneDialogProps = { open: boolean; onClose: () => void };

/** Binds a phone to an account that has none (e.g. one that logged in by WeChat). */
export function BindPhoneDialog({ open, onClose }: TBindPhoneDialogProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<TPhoneCodeValues>();
  const bind = useBindPhone();
  return (
    <Modal
      open={open}
      title="绑定手机号"
      footer={null}
      width={420}
      destroyOnHidden
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          bind.mutate(values, {
            onSuccess: () => {
              void message.success('绑定成功');
              onClose();
            },
          })
        }
      >
        <PhoneCodeFields form={form} purpose="bind" />
        <Button type="primary" htmlType="submit" block loading={bind.isPending}>
          绑定
        </Button>
      </Form>
    </Modal>
  );
}
