import { Button, Form, Modal, Steps } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../../lib/use-feedback';
import { useCheckUserPhone } from '../api/check-user-phone';
import { useEditPhone } from '../api/edit-phone';
import { PhoneCodeFields, type TPhoneCodeValues } from './phone-code-fields';

export type TEditPhoneDialogProps = {
  open: boolean;
  /** The current phone, masked (138****0000). */
  maskedPhone: string;
  onClose: () => void;
};

/** Changes the phone: first a code to the current phone (a ticket), then a code to the new one. */
export function EditPhoneDialog({ open, maskedPhone, onClose }: TEditPhoneDialogProps) {
  const { message } = useFeedback();
  const [checkForm] = Form.useForm<TPhoneCodeValues>();
  const [changeForm] = Form.useForm<TPhoneCodeValues>();
  const [ticket, setTicket] = useState<string>();
  const check = useCheckUserPhone();
  const edit = useEditPhone();

  function close() {
    setTicket(undefined);
    onClose();
  }

  return (
    <Modal
      open={open}
      title="修改手机号"
      footer={null}
      width={440}
      destroyOnHidden
      onCancel={close}
    >
      <Steps
        size="small"
        current={ticket ? 1 : 0}
        items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]}
      />
      {ticket === undefined ? (
        <Form
          key="check"
          form={checkForm}
          layout="vertical"
          requiredMark={false}
          onFinish={({ code }) => check.mutate(code, { onSuccess: setTicket })}
        >
          <p className="identity-hint">
            请输入当前绑定的手机号 {maskedPhone}，获取验证码完成验证。
          </p>
          <PhoneCodeFields form={checkForm} purpose="check" phoneLabel="原手机号" />
          <Button type="primary" htmlType="submit" block loading={check.isPending}>
            下一步
          </Button>
        </Form>
      ) : (
        <Form
          key="change"
          form={changeForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) =>
            edit.mutate(
              { ...values, ticket },
              {
                onSuccess: () => {
                  void message.success('手机号修改成功');
                  close();
                },
              },
            )
          }
        >
          <PhoneCodeFields form={changeForm} purpose="change" phoneLabel="新手机号" />
          <Button type="primary" htmlType="submit" block loading={edit.isPending}>
            确认修改
          </Button>
        </Form>
      )}
    </Modal>
  );
}
