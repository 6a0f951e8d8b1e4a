import { Button, Result } from 'antd';
import { openLoginDialog } from '../lib/identity-dialog';

/** What a page that needs a login shows to a visitor: a clear prompt and a 登录 button. */
export function LoginRequired({ what }: { what: string }) {
  return (
    <Result
      status="info"
      title="请先登录"
      subTitle={`登录后即可${what}。`}
      extra={
        <Button type="primary" onClick={openLoginDialog}>
          登录
        </Button>
      }
    />
  );
}
