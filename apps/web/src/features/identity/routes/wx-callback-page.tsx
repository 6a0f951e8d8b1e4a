import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { openIdentityDialog } from '../../../lib/identity-dialog';
import { sessionStore } from '../../../lib/session-store';
import { bindWx } from '../api/bind-wx';
import { loginWx } from '../api/login-wx';
import { takeWechatReturn, type TWechatReturn } from '../utils/wechat-return';
import '../components/identity.css';

/** Codes already handled: a code is single use, and StrictMode runs effects twice. */
const handled = new Set<string>();

async function complete(pending: TWechatReturn, code: string, state: string): Promise<void> {
  if (pending.purpose === 'bind') {
    await bindWx({ code, state });
    return;
  }
  if ((await loginWx({ code, state })) === 'selectPlatform') {
    openIdentityDialog({ kind: 'selectPlatform' });
  }
}

/**
 * /wxcallback: where WeChat sends the browser back. Reads code and state, logs in or binds as
 * remembered before leaving, then returns to the page the user came from.
 */
export function WxCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (handled.has(code)) return;
    handled.add(code);
    const pending = takeWechatReturn();
    if (!code || !pending || pending.state !== state) {
      setFailure('微信授权已失效，请重新发起。');
      return;
    }
    complete(pending, code, state).then(
      () => {
        if (pending.purpose === 'bind' || sessionStore.getState().isLogined) {
          void navigate(pending.returnTo, { replace: true });
        }
      },
      () => setFailure(pending.purpose === 'bind' ? '微信绑定失败。' : '微信登录失败。'),
    );
  }, [code, state, navigate]);

  return (
    <div className="wx-callback">
      {failure ? (
        <Result
          status="warning"
          title={failure}
          extra={
            <Button
              type="primary"
              onClick={() => void navigate(paths.home.href(), { replace: true })}
            >
              返回首页
            </Button>
          }
        />
      ) : (
        <Result icon={<Spin size="large" />} title="正在完成微信授权…" />
      )}
    </div>
  );
}
