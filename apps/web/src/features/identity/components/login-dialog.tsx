import { Alert, Button, Form, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { closeIdentityDialog, openIdentityDialog } from '../../../lib/identity-dialog';
import type { TLoginOutcome } from '../../../lib/session-rules';
import { useFeedback, type TFeedbackApi } from '../../../lib/use-feedback';
import { useLoginIp } from '../api/login-ip';
import { useLoginPhone } from '../api/login-phone';
import { useStartWechatAuth } from '../api/get-wx-auth';
import { AgreementConsent } from './agreement-consent';
import { PhoneCodeFields, type TPhoneCodeValues } from './phone-code-fields';
import './identity.css';

/** Shown when a login is tried before the agreements were accepted. */
export const CONSENT_REQUIRED = '请先阅读并同意《用户服务协议》和《隐私政策》';

/** After a login: close, and open the platform choice when there are several. */
function finish(outcome: TLoginOutcome, message: TFeedbackApi['message']) {
  void message.success('登录成功');
  if (outcome === 'selectPlatform') openIdentityDialog({ kind: 'selectPlatform' });
  else closeIdentityDialog();
}

/** The login dialog: phone + SMS code, organisation IP login, WeChat login. */
export function LoginDialog({ open }: { open: boolean }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<TPhoneCodeValues>();
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const location = useLocation();
  const loginPhone = useLoginPhone();
  const loginIp = useLoginIp();
  const wechat = useStartWechatAuth();

  function withConsent(action: () => void) {
    if (!agreed) {
      setConsentError(true);
      return;
    }
    action();
  }

  const phoneTab = (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        withConsent(() =>
          loginPhone.mutate(values, { onSuccess: (outcome) => finish(outcome, message) }),
        )
      }
    >
      <PhoneCodeFields form={form} purpose="login" />
      <Button type="primary" htmlType="submit" block loading={loginPhone.isPending}>
        登录
      </Button>
      <p className="identity-hint">未注册的手机号验证后将自动创建账号。</p>
    </Form>
  );

  const ipTab = (
    <div className="identity-tab">
      <p>在所属机构授权的网络（IP 范围）内，可直接以机构身份登录。</p>
      <Button
        type="primary"
        block
        loading={loginIp.isPending}
        onClick={() =>
          withConsent(() =>
            loginIp.mutate(undefined, { onSuccess: (outcome) => finish(outcome, message) }),
          )
        }
      >
        机构 IP 登录
      </Button>
    </div>
  );

  const wechatTab = (
    <div className="identity-tab">
      <p>使用已绑定的微信账号登录；首次使用请先用手机号登录，再在个人中心绑定微信。</p>
      <Button
        type="primary"
        block
        loading={wechat.isPending}
        onClick={() =>
          withConsent(() => wechat.mutate({ purpose: 'login', returnTo: location.pathname }))
        }
      >
        微信登录
      </Button>
    </div>
  );

  return (
    <Modal
      open={open}
      title="登录"
      footer={null}
      width={420}
      destroyOnHidden
      onCancel={closeIdentityDialog}
    >
      <Tabs
        items={[
          { key: 'phone', label: '手机登录', children: phoneTab },
          { key: 'ip', label: '机构 IP 登录', children: ipTab },
          { key: 'wechat', label: '微信登录', children: wechatTab },
        ]}
      />
      <AgreementConsent
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setConsentError(false);
        }}
      />
      {consentError && (
        <Alert className="identity-consent-error" type="error" title={CONSENT_REQUIRED} />
      )}
    </Modal>
  );
}
