import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { activationCodeProblem, normaliseActivationCode } from '@yzfk/contract/calls/activation';
import { useState } from 'react';
import { SITE_CONFIG } from '../../config/site';
import { closeAccessDialog, loginForAccess } from '../../lib/access-dialog';
import { formatDate } from '../../lib/date-format';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../lib/use-feedback';
import { useRedeemActivation, type TRedeemed } from './redeem-activation';
import './access-dialog.css';

/** What any valid authorisation opens: paid content is open to every holder of one. */
const ACCESS_INCLUDES = [
  '全部付费题库与模拟试卷的练习、背题与限时模考',
  '仅限授权用户参加的模考',
  '课程、图书与下载区的付费内容（陆续上线，上线后自动开放）',
];

type TCodeForm = { code: string };

/** The form of a code, checked before it is sent (the server says the rest). */
function checkCode(_rule: unknown, value: string | undefined): Promise<void> {
  const problem = activationCodeProblem(value ?? '');
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}

function RedeemForm({ onRedeemed }: { onRedeemed: (result: TRedeemed) => void }) {
  const [form] = Form.useForm<TCodeForm>();
  const redeem = useRedeemActivation();
  return (
    <Form
      form={form}
      name="activation"
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) =>
        redeem.mutate(normaliseActivationCode(code), {
          onSuccess: onRedeemed,
          onError: (error) => form.setFields([{ name: 'code', errors: [error.message] }]),
        })
      }
    >
      <Form.Item
        name="code"
        label="激活码"
        validateTrigger="onSubmit"
        rules={[{ validator: checkCode }]}
        extra="12 位字母和数字，不区分大小写，可不输入短横线。"
      >
        <Input
          placeholder="XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          className="access-dialog__code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={redeem.isPending}>
        兑换
      </Button>
    </Form>
  );
}

/**
 * The one 获取授权 dialog every locked thing opens: what an authorisation includes, redeeming
 * an activation code (after a login), and whom to contact. No payment happens here.
 */
export function AccessDialog({ open, locked }: { open: boolean; locked?: string }) {
  const isLogined = useSession((state) => state.isLogined);
  const { message } = useFeedback();
  const [redeemed, setRedeemed] = useState<TRedeemed>();

  const close = () => {
    setRedeemed(undefined);
    closeAccessDialog();
  };

  const body = redeemed ? (
    <Result
      status="success"
      title="兑换成功"
      subTitle={
        redeemed.granted
          ? `${redeemed.granted.unitName}${redeemed.extended ? '已顺延' : '已开通'} ${redeemed.days} 天，有效期至 ${formatDate(redeemed.granted.exiredTime)}。`
          : `《${redeemed.book?.title ?? ''}》的电子版已为您解锁。`
      }
      extra={
        <Button type="primary" onClick={close}>
          开始使用
        </Button>
      }
    />
  ) : (
    <>
      {locked ? <Alert type="warning" showIcon title={`「${locked}」需授权后才能使用。`} /> : null}
      <section aria-labelledby="access-includes" className="access-dialog__section">
        <h3 id="access-includes">授权包含</h3>
        <ul>
          {ACCESS_INCLUDES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="access-dialog__hint">
          授权在有效期内可用，到期日见个人中心“我的授权”；同名授权再次兑换时从到期日起顺延。
        </p>
      </section>
      <section aria-labelledby="access-redeem" className="access-dialog__section">
        <h3 id="access-redeem">兑换激活码</h3>
        {isLogined ? (
          <RedeemForm
            onRedeemed={(result) => {
              setRedeemed(result);
              void message.success('兑换成功');
            }}
          />
        ) : (
          <div className="access-dialog__login">
            <p>兑换激活码前请先登录，授权将开通在您的账号上。</p>
            <Button type="primary" onClick={loginForAccess}>
              登录后兑换
            </Button>
          </div>
        )}
      </section>
      <section aria-labelledby="access-contact" className="access-dialog__section">
        <h3 id="access-contact">购买与咨询</h3>
        {SITE_CONFIG.accessContact.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
    </>
  );

  return (
    <Modal open={open} title="获取授权" footer={null} width={480} destroyOnHidden onCancel={close}>
      {body}
    </Modal>
  );
}
