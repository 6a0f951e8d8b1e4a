import { Button, Result } from 'antd';
import { openLoginDialog } from '../../../../lib/identity-dialog';

// The reader's states before a document shows: unknown book, no PDF, redeeming a code.

/** An address that names no book, or a book without a PDF. */
export function NoPdf({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <Result
      status="404"
      title={title}
      extra={
        <Button type="primary" onClick={onBack}>
          返回
        </Button>
      }
    />
  );
}

/** A code in the address for a locked book, and a visitor: log in first, then it is redeemed. */
export function RedeemNeedsLogin() {
  return (
    <Result
      status="info"
      title="请先登录"
      subTitle="登录后将使用书中的兑换码解锁本书的电子版。"
      extra={
        <Button type="primary" onClick={openLoginDialog}>
          登录
        </Button>
      }
    />
  );
}

/** The code was refused (unknown, used, expired, another book's): the server's words. */
export function RedeemRefused({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <Result
      status="warning"
      title="兑换码无法使用"
      subTitle={message}
      extra={<Button onClick={onBack}>返回</Button>}
    />
  );
}
