import { Button, Form, Input } from 'antd';
import { ZPhoneSchema } from '@yzfk/contract/calls/identity-fields';
import {
  applyOrgUserCall,
  ORG_CONTACT_NAME_MAX,
  ORG_IP_RANGES_MAX,
  ORG_MESSAGE_MAX,
  ORG_UNIT_NAME_MAX,
} from '@yzfk/contract/calls/orguser';
import { zodRule } from '../../../lib/form-rules';
import { useFeedback } from '../../../lib/use-feedback';
import { useApplyOrgUser } from '../api/apply-org-user';

type TFormValues = {
  unitName: string;
  contactName: string;
  contactPhone: string;
  ipRanges?: string;
  message?: string;
};

const fields = applyOrgUserCall.request.shape;

/** Splits the IP ranges field: one range per line, blank lines dropped. */
function ipRangesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The organisation-user application form. */
export function OrgUserForm() {
  const { message } = useFeedback();
  const [form] = Form.useForm<TFormValues>();
  const apply = useApplyOrgUser();
  return (
    <Form
      form={form}
      layout="vertical"
      className="org-user-form"
      onFinish={(values) =>
        apply.mutate(
          {
            unitName: values.unitName,
            contactName: values.contactName,
            contactPhone: values.contactPhone,
            ipRanges: ipRangesOf(values.ipRanges),
            message: values.message ?? '',
          },
          {
            onSuccess: () => {
              void message.success('申请已提交，请等待审核');
              form.resetFields();
            },
          },
        )
      }
    >
      <Form.Item name="unitName" label="单位名称" rules={[zodRule(fields.unitName)]}>
        <Input maxLength={ORG_UNIT_NAME_MAX} />
      </Form.Item>
      <Form.Item name="contactName" label="联系人" rules={[zodRule(fields.contactName)]}>
        <Input maxLength={ORG_CONTACT_NAME_MAX} />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={[zodRule(ZPhoneSchema)]}>
        <Input inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item
        name="ipRanges"
        label="IP 段"
        extra="每行一个，例如 202.120.0.0/16"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              ipRangesOf(value).length <= ORG_IP_RANGES_MAX
                ? Promise.resolve()
                : Promise.reject(new Error(`最多填写 ${ORG_IP_RANGES_MAX} 个 IP 段`)),
          },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="message" label="说明" rules={[zodRule(fields.message)]}>
        <Input.TextArea rows={3} maxLength={ORG_MESSAGE_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={apply.isPending}>
        提交申请
      </Button>
    </Form>
  );
}
