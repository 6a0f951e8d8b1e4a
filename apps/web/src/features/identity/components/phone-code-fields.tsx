import { Form, Input, Space, type FormInstance } from 'antd';
import type { TSmsPurpose } from '@yzfk/contract/calls/identity-fields';
import { ZPhoneSchema, ZSmsCodeSchema } from '@yzfk/contract/calls/identity-fields';
import { zodRule } from '../../../lib/form-rules';
import { SendCodeButton } from './send-code-button';

export type TPhoneCodeValues = { phone: string; code: string };

export type TPhoneCodeFieldsProps = {
  form: FormInstance<TPhoneCodeValues>;
  purpose: TSmsPurpose;
  phoneLabel?: string;
};

/** A phone field and a code field with its 获取验证码 button, inside an antd Form. */
export function PhoneCodeFields({ form, purpose, phoneLabel = '手机号' }: TPhoneCodeFieldsProps) {
  return (
    <>
      <Form.Item name="phone" label={phoneLabel} rules={[zodRule(ZPhoneSchema)]}>
        <Input inputMode="numeric" maxLength={11} placeholder="请输入 11 位手机号" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[zodRule(ZSmsCodeSchema)]}>
            <Input inputMode="numeric" maxLength={6} placeholder="6 位验证码" aria-label="验证码" />
          </Form.Item>
          <SendCodeButton
            purpose={purpose}
            getPhone={() => String(form.getFieldValue('phone') ?? '')}
            onInvalidPhone={() => void form.validateFields(['phone']).catch(() => undefined)}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
