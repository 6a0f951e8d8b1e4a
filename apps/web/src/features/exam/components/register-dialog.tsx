import { Alert, Button, Form, Input, Modal, Result, Typography } from 'antd';
import { registerExamCall, ZIdNumberSchema } from '@yzfk/contract/calls/exam';
import type { TExamRegistration, TExamSummary } from '@yzfk/contract/calls/exam-shapes';
import { useState } from 'react';
import { E } from '@yzfk/contract/error-codes';
import { zodRule } from '../../../lib/form-rules';
import { errorText, hasCode } from '../api/exam-errors';
import { useRegisterExam } from '../api/register-exam';

type TRegisterForm = { realName: string; idNumber: string };

/** What a refused registration tells the candidate (4808, 4809, 4812 in the spec's words). */
function registerErrorText(error: unknown): string {
  if (hasCode(error, E.examAlreadyRegistered)) return '您已报名该考试，请勿重复报名';
  if (hasCode(error, E.examRegistrationClosed)) return '该考试不在报名时间内，无法报名';
  if (hasCode(error, E.examNoAccess)) return '该考试仅限授权用户参加，您暂无报名资格';
  return errorText(error);
}

/**
 * 报名: 真实姓名 and 证件号码 (validated as the server does), then the admission ticket
 * (准考证号) to copy. The number is sent once and stored by the server only as a hash.
 */
export function RegisterDialog({ exam, onClose }: { exam: TExamSummary; onClose: () => void }) {
  const register = useRegisterExam();
  const [done, setDone] = useState<TExamRegistration | null>(null);
  return (
    <Modal
      open
      title={`报名：${exam.title}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {done ? (
        <Result
          status="success"
          title="报名成功"
          subTitle={
            <>
              您的准考证号：
              <Typography.Text copyable strong>
                {done.ticketNo}
              </Typography.Text>
              <br />
              进入考场时请使用准考证号和报名时填写的证件号码登录。
            </>
          }
          extra={
            <Button type="primary" onClick={onClose}>
              知道了
            </Button>
          }
        />
      ) : (
        <Form<TRegisterForm>
          layout="vertical"
          requiredMark={false}
          disabled={register.isPending}
          onFinish={(values) =>
            register.mutate(
              { examId: exam.id, realName: values.realName, idNumber: values.idNumber },
              { onSuccess: (reply) => setDone(reply.registration) },
            )
          }
        >
          <Form.Item
            name="realName"
            label="真实姓名"
            rules={[zodRule(registerExamCall.request.shape.realName)]}
            validateTrigger="onBlur"
          >
            <Input maxLength={30} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label="证件号码"
            extra="身份证号码或其他证件号码，进入考场时需要核对；仅保存其加密摘要，页面只显示部分号码。"
            rules={[zodRule(ZIdNumberSchema)]}
            validateTrigger="onBlur"
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
          {register.isError ? (
            <Alert
              type="error"
              showIcon
              className="exam-register__error"
              title={registerErrorText(register.error)}
            />
          ) : null}
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            确认报名
          </Button>
        </Form>
      )}
    </Modal>
  );
}
