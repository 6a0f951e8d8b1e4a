import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { useRedeemBookCode } from '../api/redeem-book-code';

/**
 * 兑换阅读码: the code printed in the paper book unlocks this book's digital edition. A refusal
 * (unknown 4130, used 4131, expired 4132, another book's 4963, an authorisation's 4964, too
 * many tries 4029) shows beside the code in the server's words; success says so, closes the
 * dialog and the page unlocks in place.
 */
export function RedeemDialog({
  bookId,
  bookTitle,
  open,
  onClose,
}: {
  bookId: number;
  bookTitle: string;
  open: boolean;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const { message } = useFeedback();
  const redeem = useRedeemBookCode(bookId);
  const refusal =
    redeem.error instanceof ApiError || redeem.error instanceof Error ? redeem.error.message : null;

  const submit = () => {
    if (!code.trim()) return;
    redeem.mutate(code.trim(), {
      onSuccess: (result) => {
        setCode('');
        redeem.reset();
        onClose();
        void message.success(`兑换成功，《${result.title}》已解锁`);
      },
    });
  };

  return (
    <Modal
      title="兑换阅读码"
      open={open}
      onCancel={() => {
        redeem.reset();
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      <p>输入《{bookTitle}》纸书中印有的兑换码，兑换后即可阅读电子版。</p>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="兑换码" htmlFor="book-redeem-code">
          <Input
            id="book-redeem-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="XXXX-XXXX-XXXX"
            autoComplete="off"
            maxLength={40}
          />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={redeem.isPending}
          disabled={!code.trim()}
          className="book-redeem__submit"
        >
          兑换
        </Button>
      </Form>
    </Modal>
  );
}
